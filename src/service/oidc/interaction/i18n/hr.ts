import type { InteractionMessages } from './en';

/** Croatian text of the OpenID age-key pages (glossary: src/service/i18n/glossary/hr.md). */
export const hr: InteractionMessages = {
  'use.title': 'Dokažite svoju dob',
  'use.heading': 'Dokažite svoju dob stranici {site}',
  'use.ask':
    '{site} pita ispunjavate li uvjet: {ages}. Vaš dobni ključ na svako pitanje odgovara s da ili ne — nikad datumom rođenja i nikad ičim što bi vas identificiralo.',
  'use.age': 'dob od najmanje {age} godina',
  'use.ofAge': 'punoljetnost',
  'use.go': 'Upotrijebi dobni ključ',
  'use.decline': 'Natrag bez odgovora',
  'create.title': 'Spremite dobni ključ',
  'create.heading': 'Spremite dobni ključ',
  'create.offer':
    'Stranica {site} potvrdila je da imate najmanje {floor} godina. Spremite pristupni ključ na ovom uređaju kao dobni ključ: druge stranice njime će u trenu provjeriti vašu dob, a da ne vide tko ste. Vaš se datum rođenja ne pohranjuje.',
  'create.go': 'Spremi dobni ključ',
  'create.decline': 'Ne sada',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — dobni ključ',
  'script.waitingUse': 'Čekamo vaš dobni ključ…',
  'script.waitingCreate': 'Čekamo vaš uređaj…',
  'script.ended': 'Ovaj je zahtjev završen. Vratite se na stranicu.',
  'script.noKeyUsed': 'Nije upotrijebljen nijedan dobni ključ. Pokušajte ponovno ili se vratite.',
  'script.noKeySaved':
    'Nije spremljen nijedan dobni ključ. Pokušajte ponovno ili odaberite „Ne sada”.',
  'script.failed': 'Nije uspjelo. Pokušajte ponovno.',
  'script.wrong': 'Nešto nije u redu. Pokušajte ponovno.',
  'script.noWebAuthn':
    'Ovaj preglednik ne može upotrijebiti dobni ključ. Vratite se i pokušajte s drugim uređajem ili preglednikom.',
  'script.notAllowed': 'Ova stranica ne smije spremati dobne ključeve. Vratite se na stranicu.',
  'refusal.unknown-key':
    'Ova usluga ne poznaje taj dobni ključ: možda je izbrisan. Vratite se i dokažite dob na drugi način.',
  'refusal.revoked': 'Taj je dobni ključ opozvan. Vratite se i dokažite dob na drugi način.',
  'refusal.user-verification':
    'Uređaj nije potvrdio da ste to vi (PIN, otisak prsta ili lice). Pokušajte ponovno.',
  'refusal.challenge': 'To je trajalo predugo ili je već iskorišteno. Pokušajte ponovno.',
  'refusal.already-used':
    'Iz ove je provjere već spremljen dobni ključ ili je ovaj pristupni ključ već dobni ključ. Vratite se na stranicu.',
  'expired.title': 'Ovaj je zahtjev istekao',
  'expired.body': 'Vratite se na stranicu i počnite ispočetka.',
  'used.title': 'Već iskorišteno',
  'used.body': 'Iz ove je provjere već spremljen dobni ključ. Vratite se na stranicu.',
};

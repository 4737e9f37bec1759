import type { en } from './en';

/** Croatian widget text (glossary: src/service/i18n/glossary/hr.md). */
export const hr: typeof en = {
  title: 'Provjera dobi',
  testModeBar: 'TESTNI NAČIN — rezultati vrijede samo za testiranje',
  stepOf: 'Korak {n} od 3 — {label}',
  stepLabelChoose: 'Odabir metode',
  stepLabelVerify: 'Dokazivanje dobi',
  stepChoose: 'Odaberite kako ćete dokazati svoju dob',
  stepResult: 'Rezultat',
  language: 'Jezik',
  intro: '{site} traži da potvrdite svoju dob.',
  nextChoose: 'Zatim: dokazujete dob odabranom metodom. {site} saznaje samo rezultat.',
  nextVerify: 'Zatim: vidite rezultat, koji dobiva i {site}.',
  checking: 'Provjeravamo što ovaj preglednik podržava…',
  attemptsLeft:
    '{n, plural, =0 {Nema više pokušaja} one {Još # pokušaj} few {Još # pokušaja} other {Još # pokušaja}}',
  noMethodsLive:
    'Ova usluga još nema nijednu metodu provjere, pa vam se dob ovdje ne može provjeriti. Vratite se na stranicu {site} i obavijestite ih o tome.',
  noMethodsDevice:
    'Nijedna od dostupnih metoda ne radi u ovom pregledniku ni aplikaciji. Otvorite ovu poveznicu u svom uobičajenom pregledniku ili nastavite na telefonu.',
  back: 'Odaberi drugu metodu',
  simTitle: 'Simuliraj ishod',
  simHelp: 'Odaberite što provjera metodom „{method}” treba utvrditi.',
  'outcome.adult': 'Odrasla osoba (30 godina)',
  'outcome.teen': 'Tinejdžer (16 godina)',
  'outcome.child': 'Dijete (10 godina)',
  'outcome.inconclusive': 'Neodređeno (nema podatka o dobi)',
  'outcome.fraudulent': 'Prijevara (otkriveno lažno predstavljanje)',
  'outcome.custom': 'Proizvoljna dob',
  customAge: 'Dob u godinama',
  customAgeInvalid: 'Unesite cijeli broj godina od 0 do 120.',
  walletKind: 'Novčanik',
  'wallet.eudi-wallet': 'Europska lisnica za digitalni identitet',
  'wallet.apple-wallet': 'Apple Wallet (dokument)',
  'wallet.google-wallet': 'Google Wallet (dokument)',
  submit: 'Pošalji simulirani rezultat',
  working: 'Provjeravamo…',
  inconclusive:
    'Vašu dob nije bilo moguće utvrditi metodom „{method}”. Pokušajte ponovno ({n, plural, one {još # pokušaj} few {još # pokušaja} other {još # pokušaja}}) ili odaberite drugu metodu.',
  methodExhausted: 'Iskorišteni su svi pokušaji metodom „{method}”. Odaberite drugu metodu.',
  errorNetwork: 'Usluga provjere nije dostupna. Provjerite vezu s internetom i pokušajte ponovno.',
  errorGeneric: 'Nije uspjelo: {detail}. Pokušajte ponovno ili odaberite drugu metodu.',
  loadFailed: 'Ovaj korak nije se mogao učitati. Provjerite vezu i ponovno učitajte stranicu.',
  pass: 'Vaša je dob potvrđena',
  passDetail: 'Stranica {site} obaviještena je da ispunjavate njezin dobni uvjet.',
  fail: 'Vašu dob nije bilo moguće potvrditi',
  'failure.age-criteria-not-met': 'Ne ispunjavate dobni uvjet stranice {site}.',
  'failure.max-attempts-exceeded': 'Svi su pokušaji iskorišteni bez rezultata.',
  'failure.fraudulent-activity-detected': 'Provjera je zaustavljena jer se nešto činilo sumnjivim.',
  done: 'Gotovo',
  redirecting: 'Vraćamo vas na stranicu {site}…',
  redirectingAfterOffer:
    'Za nekoliko sekundi vraćamo vas na stranicu {site}, osim ako prije toga spremite dobni ključ.',
  continueLink: 'Nastavi na stranicu {site}',
  closeWindow: 'Sada možete zatvoriti ovaj prozor.',
  handoffDone: 'Gotovo. Možete nastaviti na računalu.',
  phoneToggle: 'Nastavi na telefonu',
  phoneHelp: 'Skenirajte ovaj kôd kamerom telefona i ondje završite. Ova se stranica sama ažurira.',
  qrAlt: 'QR kôd koji otvara ovu provjeru dobi na vašem telefonu',
  phoneLink: 'Ili otvorite ovu poveznicu na svojem telefonu:',
  expiredTitle: 'Ova je poveznica istekla',
  expiredBody:
    'Poveznice za provjeru dobi vrijede 14 dana. Vratite se na stranicu s koje ste došli i ponovno započnite provjeru dobi.',
  finishedTitle: 'Ova je provjera dobi završena',
  finishedBody:
    'Već ima rezultat, pa je ova poveznica više ne otvara. Vratite se na stranicu s koje ste došli; ako i dalje traži vašu dob, ondje ponovno započnite provjeru dobi.',
  invalidTitle: 'Ova poveznica ne radi',
  invalidBody:
    'Poveznica je nepotpuna ili je izmijenjena. Vratite se na stranicu s koje ste došli i ponovno započnite provjeru dobi.',
  frameNotAllowed:
    'Ova se provjera dobi prikazuje unutar stranice koja za to nije registrirana. Otvorite provjeru dobi izravno iz trgovine.',
};

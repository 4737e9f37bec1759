import type { AgeGateLabels } from '../age-gate-props';

/** Croatian text of the <AgeGate> card (glossary: src/service/i18n/glossary/hr.md). */
export const hr: AgeGateLabels = {
  heading: 'Potvrdite svoju dob',
  intro: 'Za pregled ove stranice morate biti punoljetni. Potvrdite svoju dob za nastavak.',
  how: 'Otprilike minutu, metodom po vašem izboru: selfie, osobni dokument, digitalni novčanik, dobni ključ…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} dobiva samo rezultat, nikad vaše ime, fotografije ni dokumente. Slike se ne pohranjuju.',
  keptUnnamed:
    'Ova stranica dobiva samo rezultat, nikad vaše ime, fotografije ni dokumente. Slike se ne pohranjuju.',
  ageKey: 'Zatim spremite dobni ključ na ovom uređaju: sljedeći put dovoljan je jedan dodir.',
  start: 'Potvrdi moju dob',
  checking: 'Provjeravamo stanje provjere dobi…',
  creating: 'Pokrećemo provjeru…',
  confirming: 'Potvrđujemo vaš rezultat…',
  verified: 'Vaša je dob potvrđena.',
  failed: 'Nismo mogli potvrditi vašu dob.',
  pending: 'Vaša provjera još nije završena.',
  checkAgain: 'Provjeri ponovno',
  error: 'Pri provjeri je nešto pošlo po zlu. Pokušajte ponovno.',
  mismatch: 'Ova je provjera započeta u drugom pregledniku. Počnite ispočetka ovdje.',
  cancelled: 'Provjera je otkazana.',
  retry: 'Pokušaj ponovno',
  close: 'Zatvori',
  topLevel: 'Imate poteškoća? Nastavite u ovom prozoru',
  unresponsive: 'Provjera se ovdje nije mogla prikazati. Nastavite u ovom prozoru.',
  title: 'Provjera dobi',
  'failure.age-criteria-not-met': 'Provjera nije pokazala da ispunjavate dobni uvjet.',
  'failure.max-attempts-exceeded': 'Provjera je završena nakon previše neuspješnih pokušaja.',
  'failure.fraudulent-activity-detected': 'Provjera nije prihvaćena.',
  'failure.criteria-not-met': 'Provjera ne ispunjava dobni uvjet ove stranice.',
  'failure.revoked': 'Provjera je opozvana.',
  unreachable: 'Provjera dobi nije dostupna. Provjerite vezu s internetom i pokušajte ponovno.',
};

/** Croatian text of the age-key method (glossary: src/service/i18n/glossary/hr.md). */

/** Its name and description in the method picker. */
export const hr = {
  'method.age-key': 'Dobni ključ',
  'describe.age-key': 'Upotrijebite pristupni ključ koji već dokazuje vašu dob',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const hrCeremony = {
  use: 'Upotrijebi dobni ključ',
  useHelp:
    'Uređaj će vas zamoliti da otključate pristupni ključ s dokazom vaše dobi. Ništa se drugo ne dijeli.',
  noKey:
    'Još nemate dobni ključ? Najprije odaberite drugu metodu; nakon toga možete spremiti dobni ključ za sljedeći put.',
  upgrade:
    'Vaš dobni ključ dokazuje {n}+, što ovdje nije dovoljno. Dokažite dob drugom metodom, a zatim ažurirajte dobni ključ.',
  upgradeMethod:
    'Dokaz u vašem dobnom ključu ovdje se ne prihvaća. Dokažite dob drugom metodom, a zatim ažurirajte dobni ključ.',
  upgradeTest:
    'Vaš je dobni ključ izrađen u testnom načinu i ne može se upotrijebiti za stvarnu provjeru. Dokažite dob drugom metodom, a zatim ažurirajte dobni ključ.',
  declined: 'Nije upotrijebljen nijedan dobni ključ. Pokušajte ponovno ili odaberite drugu metodu.',
  'refused.counter':
    'Čini se da je ovaj dobni ključ kopiran s drugog uređaja pa je odbijen. Odaberite drugu metodu.',
  'refused.user-verification':
    'Uređaj nije potvrdio da ste to vi (PIN ili biometrija). Pokušajte ponovno s uključenom provjerom.',
  'refused.revoked': 'Ovaj je dobni ključ opozvan. Odaberite drugu metodu.',
  'refused.unknown-key': 'Ovaj dobni ključ ovdje nije poznat (možda je izbrisan).',
  refused: 'Dobni ključ nije bilo moguće provjeriti. Pokušajte ponovno ili odaberite drugu metodu.',
  error: 'Nije uspjelo: {detail}.',
  working: 'Čekamo vaš uređaj…',
  saveTitle: 'Spremite dobni ključ',
  saveHelp:
    'Sljedeći put dokazat ćete dob jednim dodirom na svakoj stranici koja koristi ovu uslugu. Pristupni ključ sadrži samo dokaz dobi, nikad vaše ime.',
  saveButton: 'Spremi dobni ključ',
  saved: 'Dobni ključ je spremljen. Sljedeći put odaberite „Dobni ključ”.',
  updateTitle: 'Ažurirajte dobni ključ',
  updateHelp: 'Dodajte ovaj novi dokaz dobi u dobni ključ kako bi ovdje radio sljedeći put.',
  updateButton: 'Ažuriraj moj dobni ključ',
  updated: 'Dobni ključ je ažuriran: sada dokazuje {n}+.',
  savedTest: 'Ovo je testni ključ: radi samo u testnom načinu.',
  openWindow: 'Otvori prozor za spremanje dobnog ključa',
  windowHelp:
    'Vaš preglednik ne dopušta spremanje pristupnog ključa unutar ove stranice. Umjesto toga upotrijebite mali prozor.',
  forget: 'Izbriši moj dobni ključ',
  forgotten:
    'Vaš je dobni ključ izbrisan iz usluge. Pristupni ključ možete ukloniti i sa svojeg uređaja.',
};

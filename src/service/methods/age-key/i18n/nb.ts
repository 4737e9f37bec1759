/** Norwegian Bokmål text of the age-key method (glossary: src/service/i18n/glossary/nb.md). */

/** Its name and description in the method picker. */
export const nb = {
  'method.age-key': 'Aldersnøkkel',
  'describe.age-key': 'Bruk en tilgangsnøkkel som allerede beviser alderen din',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const nbCeremony = {
  use: 'Bruk aldersnøkkelen din',
  useHelp:
    'Enheten din ber deg låse opp tilgangsnøkkelen som har aldersbeviset ditt. Ingenting annet deles.',
  noKey:
    'Ingen aldersnøkkel ennå? Velg en annen metode først; etterpå kan du lagre en aldersnøkkel til neste gang.',
  upgrade:
    'Aldersnøkkelen din beviser {n}+, og det er ikke nok her. Bekreft alderen din med en annen metode, og oppdater deretter aldersnøkkelen.',
  upgradeMethod:
    'Beviset i aldersnøkkelen din godtas ikke her. Bekreft alderen din med en annen metode, og oppdater deretter aldersnøkkelen.',
  upgradeTest:
    'Aldersnøkkelen din ble laget i testmodus og kan ikke brukes til en ekte kontroll. Bekreft alderen din med en annen metode, og oppdater deretter aldersnøkkelen.',
  declined: 'Ingen aldersnøkkel ble brukt. Prøv igjen, eller velg en annen metode.',
  'refused.counter':
    'Denne aldersnøkkelen ser ut til å være kopiert fra en annen enhet og ble avvist. Velg en annen metode.',
  'refused.user-verification':
    'Enheten din bekreftet ikke at det er deg (PIN-kode eller biometri). Prøv igjen med bekreftelse slått på.',
  'refused.revoked': 'Denne aldersnøkkelen er trukket tilbake. Velg en annen metode.',
  'refused.unknown-key': 'Denne aldersnøkkelen er ukjent her (den kan ha blitt glemt).',
  refused: 'Aldersnøkkelen kunne ikke kontrolleres. Prøv igjen, eller velg en annen metode.',
  error: 'Det fungerte ikke: {detail}.',
  working: 'Venter på enheten din…',
  saveTitle: 'Lagre en aldersnøkkel',
  saveHelp:
    'Neste gang beviser du alderen din med ett trykk på alle nettsteder som bruker denne tjenesten. Tilgangsnøkkelen har bare aldersbeviset ditt, aldri navnet ditt.',
  saveButton: 'Lagre en aldersnøkkel',
  saved: 'Aldersnøkkelen er lagret. Velg «Aldersnøkkel» neste gang.',
  updateTitle: 'Oppdater aldersnøkkelen din',
  updateHelp:
    'Legg dette nye aldersbeviset inn i aldersnøkkelen din, så den holder her neste gang.',
  updateButton: 'Oppdater aldersnøkkelen min',
  updated: 'Aldersnøkkelen er oppdatert: den beviser nå {n}+.',
  savedTest: 'Dette er en testnøkkel: den fungerer bare i testmodus.',
  openWindow: 'Åpne et vindu for å lagre aldersnøkkelen',
  windowHelp:
    'Nettleseren din tillater ikke at en tilgangsnøkkel lagres på dette nettstedet. Bruk et lite vindu i stedet.',
  forget: 'Glem aldersnøkkelen min',
  forgotten:
    'Aldersnøkkelen din er slettet fra tjenesten. Du kan også fjerne tilgangsnøkkelen fra enheten din.',
};

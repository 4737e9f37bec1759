/** Danish text of the age-key method (glossary: src/service/i18n/glossary/da.md). */

/** Its name and description in the method picker. */
export const da = {
  'method.age-key': 'Aldersnøgle',
  'describe.age-key': 'Brug en adgangsnøgle, der allerede beviser din alder',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const daCeremony = {
  use: 'Brug din aldersnøgle',
  useHelp:
    'Din enhed beder dig låse den adgangsnøgle op, der rummer dit aldersbevis. Intet andet deles.',
  noKey:
    'Ingen aldersnøgle endnu? Vælg først en anden metode; bagefter kan du gemme en aldersnøgle til næste gang.',
  upgrade:
    'Din aldersnøgle beviser {n}+, og det er ikke nok her. Bekræft din alder med en anden metode, og opdater derefter din aldersnøgle.',
  upgradeMethod:
    'Beviset i din aldersnøgle accepteres ikke her. Bekræft din alder med en anden metode, og opdater derefter din aldersnøgle.',
  upgradeTest:
    'Din aldersnøgle er lavet i testtilstand og kan ikke bruges til en rigtig kontrol. Bekræft din alder med en anden metode, og opdater derefter din aldersnøgle.',
  declined: 'Der blev ikke brugt nogen aldersnøgle. Prøv igen, eller vælg en anden metode.',
  'refused.counter':
    'Denne aldersnøgle ser ud til at være kopieret fra en anden enhed og blev afvist. Vælg en anden metode.',
  'refused.user-verification':
    'Din enhed bekræftede ikke, at det er dig (pinkode eller biometri). Prøv igen med bekræftelse slået til.',
  'refused.revoked': 'Denne aldersnøgle er blevet tilbagekaldt. Vælg en anden metode.',
  'refused.unknown-key': 'Denne aldersnøgle er ukendt her (den er måske blevet glemt).',
  refused: 'Aldersnøglen kunne ikke kontrolleres. Prøv igen, eller vælg en anden metode.',
  error: 'Det lykkedes ikke: {detail}.',
  working: 'Venter på din enhed…',
  saveTitle: 'Gem en aldersnøgle',
  saveHelp:
    'Næste gang beviser du din alder med ét tryk på alle hjemmesider, der bruger denne tjeneste. Adgangsnøglen rummer kun dit aldersbevis, aldrig dit navn.',
  saveButton: 'Gem en aldersnøgle',
  saved: 'Aldersnøglen er gemt. Vælg »Aldersnøgle« næste gang.',
  updateTitle: 'Opdater din aldersnøgle',
  updateHelp: 'Læg dette nye aldersbevis i din aldersnøgle, så den slår til her næste gang.',
  updateButton: 'Opdater min aldersnøgle',
  updated: 'Aldersnøglen er opdateret: Den beviser nu {n}+.',
  savedTest: 'Dette er en testnøgle: Den virker kun i testtilstand.',
  openWindow: 'Åbn et vindue for at gemme din aldersnøgle',
  windowHelp:
    'Din browser tillader ikke, at der gemmes en adgangsnøgle på denne hjemmeside. Brug et lille vindue i stedet.',
  forget: 'Glem min aldersnøgle',
  forgotten:
    'Din aldersnøgle er slettet fra tjenesten. Du kan også fjerne adgangsnøglen fra din enhed.',
};

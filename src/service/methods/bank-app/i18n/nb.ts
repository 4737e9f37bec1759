/** Norwegian Bokmål text of the bank-app method (glossary: src/service/i18n/glossary/nb.md). */
export const nb = {
  'method.bank-app': 'Bankapp',
  'describe.bank-app': 'Bekreft alderen din i bankappen',
  bankHelp:
    'Banken din bekrefter alderen din ut fra sine opplysninger. På mobil åpnes bankappen; etterpå kommer du tilbake til denne tjenesten i nettleseren.',
  bankContinue: 'Fortsett med {name}',
  bankNone: 'Ingen bank er tilgjengelig for denne kontrollen.',
  bankNotHere:
    'Banken din kan ikke åpnes fra denne appen. Åpne siden i nettleseren, eller velg en annen metode.',
  bankTitle: 'Bekreftelse fra banken',
  bankLinkUsed:
    'Lenken er allerede brukt eller har utløpt. Gå tilbake til nettstedet og start på nytt.',
  bankGone: 'Denne banken er ikke lenger tilgjengelig. Gå tilbake og velg en annen metode.',
  bankDeclined:
    'Du avslo hos banken din, så ingenting ble delt. Gå tilbake for å velge en annen metode.',
  bankRefused: 'Banken din bekreftet ikke denne innloggingen. Gå tilbake og prøv igjen.',
  bankInvalid: 'Svaret fra banken din kunne ikke kontrolleres. Gå tilbake og prøv igjen.',
  bankUnreachable: 'Banken din kunne ikke nås. Gå tilbake og prøv igjen om litt.',
  bankNoAge: 'Banken din delte ikke alderen din. Gå tilbake for å velge en annen metode.',
  bankBack: 'Tilbake til kontrollen',
  bankWaitTab: 'Fullfør hos banken din i den nye fanen. Denne siden oppdaterer seg selv.',
  'bankOutcome.declined': 'Du avslo hos banken din, så ingenting ble delt.',
  'bankOutcome.refused': 'Banken din bekreftet ikke innloggingen.',
  'bankOutcome.failed': 'Svaret fra banken din kunne ikke brukes.',
  'bankOutcome.no-age': 'Banken din delte ikke alderen din.',
  bankTryAgain: 'Prøv igjen, eller velg en annen metode.',
  bankTabResult: 'Du kan lukke denne fanen. Fanen du kom fra, viser resultatet.',
  bankTabBack: 'Du kan lukke denne fanen. Fortsett i fanen du kom fra.',
};

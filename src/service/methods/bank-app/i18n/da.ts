/** Danish text of the bank-app method (glossary: src/service/i18n/glossary/da.md). */
export const da = {
  'method.bank-app': 'Bankapp',
  'describe.bank-app': 'Bekræft din alder i din bankapp',
  bankHelp:
    'Din bank bekræfter din alder ud fra sine oplysninger. På en telefon åbner din bankapp; bagefter vender du tilbage til denne tjeneste i din browser.',
  bankContinue: 'Fortsæt med {name}',
  bankNone: 'Der er ingen bank til rådighed for denne kontrol.',
  bankNotHere:
    'Din bank kan ikke åbnes inde fra denne app. Åbn siden i din browser, eller vælg en anden metode.',
  bankTitle: 'Bekræftelse fra banken',
  bankLinkUsed:
    'Linket er allerede brugt eller er udløbet. Gå tilbage til hjemmesiden, og start forfra.',
  bankGone: 'Denne bank er ikke længere tilgængelig. Gå tilbage, og vælg en anden metode.',
  bankDeclined:
    'Du afviste hos din bank, så intet blev delt. Gå tilbage for at vælge en anden metode.',
  bankRefused: 'Din bank bekræftede ikke dette login. Gå tilbage, og prøv igen.',
  bankInvalid: 'Svaret fra din bank kunne ikke kontrolleres. Gå tilbage, og prøv igen.',
  bankUnreachable: 'Din bank kunne ikke nås. Gå tilbage, og prøv igen om lidt.',
  bankNoAge: 'Din bank delte ikke din alder. Gå tilbage for at vælge en anden metode.',
  bankBack: 'Tilbage til kontrollen',
  bankWaitTab: 'Gør det færdigt hos din bank i den nye fane. Siden opdaterer sig selv.',
  'bankOutcome.declined': 'Du afviste hos din bank, så intet blev delt.',
  'bankOutcome.refused': 'Din bank bekræftede ikke login.',
  'bankOutcome.failed': 'Svaret fra din bank kunne ikke bruges.',
  'bankOutcome.no-age': 'Din bank delte ikke din alder.',
  bankTryAgain: 'Prøv igen, eller vælg en anden metode.',
  bankTabResult: 'Du kan lukke denne fane. Fanen, du kom fra, viser resultatet.',
  bankTabBack: 'Du kan lukke denne fane. Fortsæt i den fane, du kom fra.',
};

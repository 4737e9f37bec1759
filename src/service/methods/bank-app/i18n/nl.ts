/** Dutch text of the bank-app method (glossary: src/service/i18n/glossary/nl.md). */
export const nl = {
  'method.bank-app': 'Bankapp',
  'describe.bank-app': 'Bevestig je leeftijd in je bankapp',
  bankHelp:
    'Je bank bevestigt je leeftijd op basis van haar gegevens. Op een telefoon opent je bankapp; daarna kom je in je browser terug bij deze dienst.',
  bankContinue: 'Verder met {name}',
  bankNone: 'Er is geen bank beschikbaar voor deze controle.',
  bankNotHere:
    'Je bank kan niet vanuit deze app worden geopend. Open deze pagina in je browser of kies een andere methode.',
  bankTitle: 'Bevestiging door je bank',
  bankLinkUsed:
    'Deze link is al gebruikt of is verlopen. Ga terug naar de website en begin opnieuw.',
  bankGone: 'Deze bank is niet meer beschikbaar. Ga terug en kies een andere methode.',
  bankDeclined:
    'Je hebt bij je bank geweigerd, dus er is niets gedeeld. Ga terug om een andere methode te kiezen.',
  bankRefused: 'Je bank heeft deze aanmelding niet bevestigd. Ga terug en probeer het opnieuw.',
  bankInvalid:
    'Het antwoord van je bank kon niet worden gecontroleerd. Ga terug en probeer het opnieuw.',
  bankUnreachable: 'Je bank is niet bereikbaar. Ga terug en probeer het zo nog eens.',
  bankNoAge: 'Je bank heeft je leeftijd niet gedeeld. Ga terug om een andere methode te kiezen.',
  bankBack: 'Terug naar de controle',
  bankWaitTab: 'Rond het af bij je bank in het nieuwe tabblad. Deze pagina werkt zichzelf bij.',
  'bankOutcome.declined': 'Je hebt bij je bank geweigerd, dus er is niets gedeeld.',
  'bankOutcome.refused': 'Je bank heeft de aanmelding niet bevestigd.',
  'bankOutcome.failed': 'Het antwoord van je bank kon niet worden gebruikt.',
  'bankOutcome.no-age': 'Je bank heeft je leeftijd niet gedeeld.',
  bankTryAgain: 'Probeer het opnieuw of kies een andere methode.',
  bankTabResult:
    'Je kunt dit tabblad sluiten. Het tabblad waar je vandaan kwam, toont het resultaat.',
  bankTabBack: 'Je kunt dit tabblad sluiten. Ga verder in het tabblad waar je vandaan kwam.',
};

/** Dutch text of the credit-card method (glossary: src/service/i18n/glossary/nl.md). */
export const nl = {
  'method.credit-card': 'Creditcard',
  'describe.credit-card': 'Een kaart op jouw naam laat zien dat je boven de 18 bent',
  cardStart: 'Een creditcard controleren',
  cardHelp:
    'Je kaartuitgever bevestigt de kaart met een controle van {amount}: er wordt niets afgeschreven. Alleen creditcards tellen: debit- en prepaidkaarten kunnen van minderjarigen zijn.',
  cardNumber: 'Kaartnummer',
  cardExpiry: 'Vervaldatum (MM/JJ)',
  cardCvc: 'Beveiligingscode (CVC)',
  cardCheck: 'Kaart controleren',
  cardTestTitle:
    'Testkaarten (testmodus): elke vervaldatum in de toekomst, elke CVC. Een kaart die geen leeftijd kan aantonen, kost geen poging.',
  cardTestNumber: 'Kaartnummer',
  cardTestResult: 'Wat een controle doet',
  cardTestUse: '{number} gebruiken',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Een testkaart: er is geen poging gebruikt.',
  'card.funding.credit': 'creditcard',
  'card.funding.debit': 'debitcard',
  'card.funding.prepaid': 'prepaidkaart',
  'card.test.card': '{funding} van {brand}, {country}',
  'card.test.pass': 'bevestigt 18+',
  'card.test.not-a-credit-card': 'geen uitsluitsel: geen creditcard',
  'card.test.country-not-adult-only':
    'geen uitsluitsel: creditcards uit dit land kunnen aan minderjarigen worden uitgegeven',
  'card.test.declined': 'geweigerd door de kaartuitgever',
  'card.test.insufficient-funds': 'geweigerd: onvoldoende saldo',
  'card.test.error': 'fout bij de verwerker: er wordt niets geteld',
  'card.reason.adult-credit-card': 'Je creditcard is bevestigd.',
  'card.reason.not-a-credit-card':
    'Dit is een debit- of prepaidkaart. Die kunnen van minderjarigen zijn, dus ze bevestigen je leeftijd niet: probeer een creditcard.',
  'card.reason.country-not-adult-only':
    'Creditcards uit het land van deze kaart kunnen aan minderjarigen worden uitgegeven, dus deze kaart bevestigt je leeftijd niet.',
  'card.reason.declined': 'Je kaartuitgever heeft de controle geweigerd. Probeer een andere kaart.',
  'card.decline.insufficient-funds':
    'Je kaartuitgever heeft de controle geweigerd wegens onvoldoende saldo, hoewel er niets wordt afgeschreven. Probeer een andere kaart.',
  'card.decline.not-supported':
    'Deze kaart kan niet voor deze controle worden gebruikt. Probeer een andere kaart.',
  'card.error.number':
    'Het kaartnummer is onvolledig of ongeldig. Controleer het en probeer het opnieuw.',
  'card.error.expiry': 'De vervaldatum is ongeldig. Vul die in als MM/JJ.',
  'card.error.expired': 'Deze kaart is verlopen. Gebruik een kaart die nog geldig is.',
  'card.error.cvc':
    'De beveiligingscode is ongeldig: de 3 cijfers op de achterkant van de kaart (4 op de voorkant bij American Express).',
  'card.error.test-card-only': 'In testmodus werken alleen de testkaartnummers hieronder.',
  'card.error.processing':
    'De kaart kon nu niet worden gecontroleerd. Er is niets geteld: probeer het zo nog eens.',
  'card.error.unavailable':
    'De kaartcontrole reageert nu niet. Er is niets geteld: probeer het zo nog eens, of kies een andere methode.',
  'card.error.authentication':
    'Je bank heeft de controle niet bevestigd. Probeer het opnieuw of gebruik een andere kaart.',
  'card.error.incomplete': 'De kaartcontrole is niet afgerond. Vul de kaartgegevens opnieuw in.',
  'card.error.check-expired': 'Deze kaartcontrole is verlopen. Begin opnieuw.',
  'card.error.not-configured':
    'Kaartcontroles zijn hier niet beschikbaar. Kies een andere methode.',
  'card.error.network':
    'De dienst is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  'card.error.generic':
    'De kaart kon niet worden gecontroleerd. Probeer het opnieuw of kies een andere methode.',
  cardStripeUnavailable: 'Het kaartformulier kon niet worden geladen. Kies een andere methode.',
};

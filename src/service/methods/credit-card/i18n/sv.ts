/** Swedish text of the credit-card method (glossary: src/service/i18n/glossary/sv.md). */
export const sv = {
  'method.credit-card': 'Kreditkort',
  'describe.credit-card': 'Ett kort i ditt namn visar att du är över 18',
  cardStart: 'Kontrollera ett kreditkort',
  cardHelp:
    'Din kortutgivare bekräftar kortet med en kontroll på {amount}: inget dras. Bara kreditkort räknas: debet- och förbetalda kort kan tillhöra personer under 18.',
  cardNumber: 'Kortnummer',
  cardExpiry: 'Giltigt till (MM/ÅÅ)',
  cardCvc: 'Säkerhetskod (CVC)',
  cardCheck: 'Kontrollera kort',
  cardTestTitle:
    'Testkort (testläge): valfritt framtida utgångsdatum, valfri CVC. Ett kort som inte kan bevisa en ålder förbrukar inget försök.',
  cardTestNumber: 'Kortnummer',
  cardTestResult: 'Vad en kontroll ger',
  cardTestUse: 'Använd {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Ett testkort: inget försök förbrukades.',
  'card.funding.credit': 'kreditkort',
  'card.funding.debit': 'debetkort',
  'card.funding.prepaid': 'förbetalt kort',
  'card.test.card': '{funding} från {brand}, {country}',
  'card.test.pass': 'bekräftar 18+',
  'card.test.not-a-credit-card': 'oklart: inte ett kreditkort',
  'card.test.country-not-adult-only':
    'oklart: kreditkort från det här landet kan utfärdas till personer under 18',
  'card.test.declined': 'nekat av kortutgivaren',
  'card.test.insufficient-funds': 'nekat: otillräckligt saldo',
  'card.test.error': 'fel hos betalningsförmedlaren: inget räknas',
  'card.reason.adult-credit-card': 'Ditt kreditkort har bekräftats.',
  'card.reason.not-a-credit-card':
    'Det här är ett debet- eller förbetalt kort. Sådana kort kan tillhöra personer under 18, så de bekräftar inte din ålder: prova ett kreditkort.',
  'card.reason.country-not-adult-only':
    'Kreditkort från det här kortets land kan utfärdas till personer under 18, så det bekräftar inte din ålder.',
  'card.reason.declined': 'Din kortutgivare nekade kontrollen. Prova ett annat kort.',
  'card.decline.insufficient-funds':
    'Din kortutgivare nekade kontrollen på grund av otillräckligt saldo, trots att inget dras. Prova ett annat kort.',
  'card.decline.not-supported':
    'Det här kortet kan inte användas för den här kontrollen. Prova ett annat kort.',
  'card.error.number':
    'Kortnumret är ofullständigt eller ogiltigt. Kontrollera det och försök igen.',
  'card.error.expiry': 'Utgångsdatumet är ogiltigt. Ange det som MM/ÅÅ.',
  'card.error.expired': 'Kortet har gått ut. Använd ett kort som fortfarande är giltigt.',
  'card.error.cvc':
    'Säkerhetskoden är ogiltig: de 3 siffrorna på kortets baksida (4 på framsidan för American Express).',
  'card.error.test-card-only': 'I testläge godtas bara testkortnumren nedan.',
  'card.error.processing':
    'Kortet kunde inte kontrolleras just nu. Inget räknades: försök igen om en stund.',
  'card.error.unavailable':
    'Kortkontrollen svarar inte just nu. Inget räknades: försök igen om en stund eller välj en annan metod.',
  'card.error.authentication':
    'Din bank bekräftade inte kontrollen. Försök igen eller använd ett annat kort.',
  'card.error.incomplete': 'Kortkontrollen slutfördes inte. Ange kortet igen.',
  'card.error.check-expired': 'Den här kortkontrollen har gått ut. Börja om.',
  'card.error.not-configured': 'Kortkontroller är inte tillgängliga här. Välj en annan metod.',
  'card.error.network':
    'Det gick inte att nå tjänsten. Kontrollera din anslutning och försök igen.',
  'card.error.generic': 'Kortet kunde inte kontrolleras. Försök igen eller välj en annan metod.',
  cardStripeUnavailable: 'Kortformuläret kunde inte läsas in. Välj en annan metod.',
};

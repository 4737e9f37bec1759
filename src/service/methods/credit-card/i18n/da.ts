/** Danish text of the credit-card method (glossary: src/service/i18n/glossary/da.md). */
export const da = {
  'method.credit-card': 'Kreditkort',
  'describe.credit-card': 'Et kort i dit navn viser, at du er over 18',
  cardStart: 'Kontrollér et kreditkort',
  cardHelp:
    'Din kortudsteder bekræfter kortet med en kontrol på {amount}: Der trækkes intet. Kun kreditkort tæller: Debet- og forudbetalte kort kan tilhøre personer under 18.',
  cardNumber: 'Kortnummer',
  cardExpiry: 'Udløbsdato (MM/ÅÅ)',
  cardCvc: 'Sikkerhedskode (CVC)',
  cardCheck: 'Kontrollér kort',
  cardTestTitle:
    'Testkort (testtilstand): enhver fremtidig udløbsdato, enhver CVC. Et kort, der ikke kan bevise en alder, bruger ikke et forsøg.',
  cardTestNumber: 'Kortnummer',
  cardTestResult: 'Hvad en kontrol giver',
  cardTestUse: 'Brug {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Et testkort: Der blev ikke brugt et forsøg.',
  'card.funding.credit': 'kreditkort',
  'card.funding.debit': 'debetkort',
  'card.funding.prepaid': 'forudbetalt kort',
  'card.test.card': '{funding} fra {brand}, {country}',
  'card.test.pass': 'bekræfter 18+',
  'card.test.not-a-credit-card': 'uafklaret: ikke et kreditkort',
  'card.test.country-not-adult-only':
    'uafklaret: Kreditkort fra dette land kan udstedes til personer under 18',
  'card.test.declined': 'afvist af udstederen',
  'card.test.insufficient-funds': 'afvist: manglende dækning',
  'card.test.error': 'fejl hos betalingsformidleren: Intet tælles',
  'card.reason.adult-credit-card': 'Dit kreditkort er bekræftet.',
  'card.reason.not-a-credit-card':
    'Dette er et debet- eller forudbetalt kort. Sådanne kort kan tilhøre personer under 18, så de bekræfter ikke din alder: Prøv et kreditkort.',
  'card.reason.country-not-adult-only':
    'Kreditkort fra dette korts land kan udstedes til personer under 18, så det bekræfter ikke din alder.',
  'card.reason.declined': 'Din kortudsteder afviste kontrollen. Prøv et andet kort.',
  'card.decline.insufficient-funds':
    'Din kortudsteder afviste kontrollen på grund af manglende dækning, selvom der intet trækkes. Prøv et andet kort.',
  'card.decline.not-supported': 'Dette kort kan ikke bruges til denne kontrol. Prøv et andet kort.',
  'card.error.number': 'Kortnummeret er ufuldstændigt eller ugyldigt. Tjek det, og prøv igen.',
  'card.error.expiry': 'Udløbsdatoen er ugyldig. Indtast den som MM/ÅÅ.',
  'card.error.expired': 'Dette kort er udløbet. Brug et kort, der stadig er gyldigt.',
  'card.error.cvc':
    'Sikkerhedskoden er ugyldig: de 3 cifre på kortets bagside (4 på forsiden for American Express).',
  'card.error.test-card-only': 'I testtilstand gælder kun testkortnumrene nedenfor.',
  'card.error.processing':
    'Kortet kunne ikke kontrolleres lige nu. Intet blev talt med: Prøv igen om lidt.',
  'card.error.unavailable':
    'Kortkontrollen svarer ikke lige nu. Intet blev talt med: Prøv igen om lidt, eller vælg en anden metode.',
  'card.error.authentication':
    'Din bank bekræftede ikke kontrollen. Prøv igen, eller brug et andet kort.',
  'card.error.incomplete': 'Kortkontrollen blev ikke gjort færdig. Indtast kortet igen.',
  'card.error.check-expired': 'Denne kortkontrol er udløbet. Start forfra.',
  'card.error.not-configured': 'Kortkontrol er ikke tilgængelig her. Vælg en anden metode.',
  'card.error.network': 'Tjenesten kunne ikke nås. Tjek din forbindelse, og prøv igen.',
  'card.error.generic': 'Kortet kunne ikke kontrolleres. Prøv igen, eller vælg en anden metode.',
  cardStripeUnavailable: 'Kortformularen kunne ikke indlæses. Vælg en anden metode.',
};

/** Norwegian Bokmål text of the credit-card method (glossary: src/service/i18n/glossary/nb.md). */
export const nb = {
  'method.credit-card': 'Kredittkort',
  'describe.credit-card': 'Et kort i ditt navn viser at du er over 18',
  cardStart: 'Kontroller et kredittkort',
  cardHelp:
    'Kortutstederen din bekrefter kortet med en kontroll på {amount}: ingenting belastes. Bare kredittkort teller: debet- og forhåndsbetalte kort kan tilhøre personer under 18.',
  cardNumber: 'Kortnummer',
  cardExpiry: 'Utløpsdato (MM/ÅÅ)',
  cardCvc: 'Sikkerhetskode (CVC)',
  cardCheck: 'Kontroller kortet',
  cardTestTitle:
    'Testkort (testmodus): hvilken som helst fremtidig utløpsdato, hvilken som helst CVC. Et kort som ikke kan bevise en alder, bruker ikke opp et forsøk.',
  cardTestNumber: 'Kortnummer',
  cardTestResult: 'Hva en kontroll gir',
  cardTestUse: 'Bruk {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Et testkort: ingen forsøk ble brukt.',
  'card.funding.credit': 'kredittkort',
  'card.funding.debit': 'debetkort',
  'card.funding.prepaid': 'forhåndsbetalt kort',
  'card.test.card': '{funding} fra {brand}, {country}',
  'card.test.pass': 'bekrefter 18+',
  'card.test.not-a-credit-card': 'uavklart: ikke et kredittkort',
  'card.test.country-not-adult-only':
    'uavklart: kredittkort fra dette landet kan utstedes til personer under 18',
  'card.test.declined': 'avvist av kortutstederen',
  'card.test.insufficient-funds': 'avvist: manglende dekning',
  'card.test.error': 'feil hos betalingsformidleren: ingenting telles',
  'card.reason.adult-credit-card': 'Kredittkortet ditt er bekreftet.',
  'card.reason.not-a-credit-card':
    'Dette er et debet- eller forhåndsbetalt kort. Slike kort kan tilhøre personer under 18, så de bekrefter ikke alderen din: prøv et kredittkort.',
  'card.reason.country-not-adult-only':
    'Kredittkort fra landet til dette kortet kan utstedes til personer under 18, så det bekrefter ikke alderen din.',
  'card.reason.declined': 'Kortutstederen din avviste kontrollen. Prøv et annet kort.',
  'card.decline.insufficient-funds':
    'Kortutstederen din avviste kontrollen på grunn av manglende dekning, selv om ingenting belastes. Prøv et annet kort.',
  'card.decline.not-supported':
    'Dette kortet kan ikke brukes til denne kontrollen. Prøv et annet kort.',
  'card.error.number': 'Kortnummeret er ufullstendig eller ugyldig. Sjekk det og prøv igjen.',
  'card.error.expiry': 'Utløpsdatoen er ugyldig. Skriv den inn som MM/ÅÅ.',
  'card.error.expired': 'Dette kortet er utløpt. Bruk et kort som fortsatt er gyldig.',
  'card.error.cvc':
    'Sikkerhetskoden er ugyldig: de 3 sifrene på baksiden av kortet (4 på forsiden for American Express).',
  'card.error.test-card-only': 'I testmodus godtas bare testkortnumrene nedenfor.',
  'card.error.processing':
    'Kortet kunne ikke kontrolleres akkurat nå. Ingenting ble telt: prøv igjen om litt.',
  'card.error.unavailable':
    'Kortkontrollen svarer ikke akkurat nå. Ingenting ble telt: prøv igjen om litt, eller velg en annen metode.',
  'card.error.authentication':
    'Banken din bekreftet ikke kontrollen. Prøv igjen, eller bruk et annet kort.',
  'card.error.incomplete': 'Kortkontrollen ble ikke fullført. Skriv inn kortet på nytt.',
  'card.error.check-expired': 'Denne kortkontrollen er utløpt. Start på nytt.',
  'card.error.not-configured': 'Kortkontroll er ikke tilgjengelig her. Velg en annen metode.',
  'card.error.network': 'Tjenesten kunne ikke nås. Sjekk tilkoblingen din og prøv igjen.',
  'card.error.generic': 'Kortet kunne ikke kontrolleres. Prøv igjen, eller velg en annen metode.',
  cardStripeUnavailable: 'Kortskjemaet kunne ikke lastes inn. Velg en annen metode.',
};

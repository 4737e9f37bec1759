/** Czech text of the credit-card method (glossary: src/service/i18n/glossary/cs.md). */
export const cs = {
  'method.credit-card': 'Kreditní karta',
  'describe.credit-card': 'Karta na vaše jméno ukazuje, že je vám přes 18 let',
  cardStart: 'Ověřit kreditní kartu',
  cardHelp:
    'Vydavatel karty ji potvrdí kontrolou na {amount}: nic se nestrhne. Platí jen kreditní karty: debetní a předplacené karty mohou mít i osoby mladší 18 let.',
  cardNumber: 'Číslo karty',
  cardExpiry: 'Platnost (MM/RR)',
  cardCvc: 'Bezpečnostní kód (CVC)',
  cardCheck: 'Ověřit kartu',
  cardTestTitle:
    'Testovací karty (testovací režim): libovolné budoucí datum platnosti, libovolné CVC. Karta, která nemůže prokázat věk, nespotřebuje pokus.',
  cardTestNumber: 'Číslo karty',
  cardTestResult: 'Výsledek kontroly',
  cardTestUse: 'Použít {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Testovací karta: pokus nebyl spotřebován.',
  'card.funding.credit': 'kreditní karta',
  'card.funding.debit': 'debetní karta',
  'card.funding.prepaid': 'předplacená karta',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'potvrdí 18+',
  'card.test.not-a-credit-card': 'neprůkazné: nejde o kreditní kartu',
  'card.test.country-not-adult-only':
    'neprůkazné: kreditní karty z této země mohou mít i osoby mladší 18 let',
  'card.test.declined': 'zamítnuto vydavatelem',
  'card.test.insufficient-funds': 'zamítnuto: nedostatek prostředků',
  'card.test.error': 'chyba zpracovatele plateb: nic se nepočítá',
  'card.reason.adult-credit-card': 'Vaše kreditní karta byla potvrzena.',
  'card.reason.not-a-credit-card':
    'Toto je debetní nebo předplacená karta. Ty mohou mít i osoby mladší 18 let, takže váš věk nepotvrzují: zkuste kreditní kartu.',
  'card.reason.country-not-adult-only':
    'Kreditní karty ze země této karty mohou mít i osoby mladší 18 let, takže váš věk nepotvrzuje.',
  'card.reason.declined': 'Vydavatel karty kontrolu zamítl. Zkuste jinou kartu.',
  'card.decline.insufficient-funds':
    'Vydavatel karty kontrolu zamítl pro nedostatek prostředků, přestože se nic nestrhává. Zkuste jinou kartu.',
  'card.decline.not-supported': 'Tuto kartu nelze pro tuto kontrolu použít. Zkuste jinou kartu.',
  'card.error.number': 'Číslo karty je neúplné nebo neplatné. Zkontrolujte ho a zkuste to znovu.',
  'card.error.expiry': 'Datum platnosti je neplatné. Zadejte ho ve tvaru MM/RR.',
  'card.error.expired': 'Platnost této karty skončila. Použijte kartu, která je stále platná.',
  'card.error.cvc':
    'Bezpečnostní kód je neplatný: jsou to 3 číslice na zadní straně karty (u American Express 4 na přední straně).',
  'card.error.test-card-only': 'Testovací režim přijímá jen čísla testovacích karet uvedená níže.',
  'card.error.processing':
    'Kartu se teď nepodařilo ověřit. Nic se nezapočítalo: zkuste to za chvíli znovu.',
  'card.error.unavailable':
    'Ověření karty teď neodpovídá. Nic se nezapočítalo: zkuste to za chvíli znovu, nebo vyberte jinou metodu.',
  'card.error.authentication':
    'Vaše banka kontrolu nepotvrdila. Zkuste to znovu, nebo použijte jinou kartu.',
  'card.error.incomplete': 'Ověření karty nebylo dokončeno. Zadejte kartu znovu.',
  'card.error.check-expired': 'Toto ověření karty vypršelo. Začněte znovu.',
  'card.error.not-configured': 'Ověření kartou zde není k dispozici. Vyberte jinou metodu.',
  'card.error.network': 'Služba není dostupná. Zkontrolujte připojení a zkuste to znovu.',
  'card.error.generic': 'Kartu se nepodařilo ověřit. Zkuste to znovu, nebo vyberte jinou metodu.',
  cardStripeUnavailable: 'Formulář karty se nepodařilo načíst. Vyberte jinou metodu.',
};

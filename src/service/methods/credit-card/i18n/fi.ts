/** Finnish text of the credit-card method (glossary: src/service/i18n/glossary/fi.md). */
export const fi = {
  'method.credit-card': 'Luottokortti',
  'describe.credit-card': 'Nimelläsi oleva kortti osoittaa, että olet yli 18-vuotias',
  cardStart: 'Tarkista luottokortti',
  cardHelp:
    'Kortin myöntäjä vahvistaa kortin {amount} suuruisella tarkistuksella: mitään ei veloiteta. Vain luottokortit kelpaavat: debit- ja prepaid-kortteja voi olla myös alle 18-vuotiailla.',
  cardNumber: 'Kortin numero',
  cardExpiry: 'Voimassa (KK/VV)',
  cardCvc: 'Turvakoodi (CVC)',
  cardCheck: 'Tarkista kortti',
  cardTestTitle:
    'Testikortit (testitila): mikä tahansa tuleva voimassaolopäivä, mikä tahansa CVC. Kortti, joka ei voi todistaa ikää, ei kuluta yritystä.',
  cardTestNumber: 'Kortin numero',
  cardTestResult: 'Mitä tarkistus tekee',
  cardTestUse: 'Käytä numeroa {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Testikortti: yritystä ei kulunut.',
  'card.funding.credit': 'luottokortti',
  'card.funding.debit': 'debit-kortti',
  'card.funding.prepaid': 'prepaid-kortti',
  'card.test.card': '{brand}-{funding}, {country}',
  'card.test.pass': 'vahvistaa 18+',
  'card.test.not-a-credit-card': 'ei tulosta: ei luottokortti',
  'card.test.country-not-adult-only':
    'ei tulosta: tämän maan luottokortteja voidaan myöntää alle 18-vuotiaille',
  'card.test.declined': 'myöntäjä hylkää',
  'card.test.insufficient-funds': 'hylätty: kate ei riitä',
  'card.test.error': 'käsittelijän virhe: yritystä ei kulu',
  'card.reason.adult-credit-card': 'Luottokorttisi vahvistettiin.',
  'card.reason.not-a-credit-card':
    'Tämä on debit- tai prepaid-kortti. Niitä voi olla myös alle 18-vuotiailla, joten ne eivät vahvista ikääsi: kokeile luottokorttia.',
  'card.reason.country-not-adult-only':
    'Kortin myöntömaassa luottokortteja voidaan myöntää alle 18-vuotiaille, joten se ei vahvista ikääsi.',
  'card.reason.declined': 'Kortin myöntäjä hylkäsi tarkistuksen. Kokeile toista korttia.',
  'card.decline.insufficient-funds':
    'Kortin myöntäjä hylkäsi tarkistuksen riittämättömän katteen vuoksi, vaikka mitään ei veloiteta. Kokeile toista korttia.',
  'card.decline.not-supported':
    'Tätä korttia ei voi käyttää tähän tarkistukseen. Kokeile toista korttia.',
  'card.error.number':
    'Kortin numero on puutteellinen tai virheellinen. Tarkista se ja yritä uudelleen.',
  'card.error.expiry': 'Voimassaolopäivä on virheellinen. Anna se muodossa KK/VV.',
  'card.error.expired': 'Tämä kortti on vanhentunut. Käytä voimassa olevaa korttia.',
  'card.error.cvc':
    'Turvakoodi on virheellinen: se on kortin takapuolen 3 numeroa (American Expressissä etupuolen 4 numeroa).',
  'card.error.test-card-only': 'Testitilassa kelpaavat vain alla luetellut testikorttien numerot.',
  'card.error.processing':
    'Korttia ei voitu tarkistaa juuri nyt. Yritystä ei kulunut: yritä hetken kuluttua uudelleen.',
  'card.error.unavailable':
    'Korttitarkistus ei vastaa juuri nyt. Yritystä ei kulunut: yritä hetken kuluttua uudelleen tai valitse toinen tapa.',
  'card.error.authentication':
    'Pankkisi ei vahvistanut tarkistusta. Yritä uudelleen tai käytä toista korttia.',
  'card.error.incomplete': 'Korttitarkistus jäi kesken. Anna kortin tiedot uudelleen.',
  'card.error.check-expired': 'Tämä korttitarkistus on vanhentunut. Aloita alusta.',
  'card.error.not-configured': 'Korttitarkistus ei ole käytettävissä täällä. Valitse toinen tapa.',
  'card.error.network': 'Palveluun ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.',
  'card.error.generic': 'Korttia ei voitu tarkistaa. Yritä uudelleen tai valitse toinen tapa.',
  cardStripeUnavailable: 'Korttilomaketta ei voitu ladata. Valitse toinen tapa.',
};

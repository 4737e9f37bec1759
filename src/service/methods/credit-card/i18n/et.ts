/** Estonian text of the credit-card method (glossary: src/service/i18n/glossary/et.md). */
export const et = {
  'method.credit-card': 'Krediitkaart',
  'describe.credit-card': 'Sinu nimele väljastatud kaart näitab, et oled üle 18-aastane',
  cardStart: 'Kontrolli krediitkaarti',
  cardHelp:
    'Kaardi väljastaja kinnitab kaardi {amount} suuruse kontrolliga: kaardilt raha ei võeta. Arvesse lähevad ainult krediitkaardid: deebet- ja ettemaksukaardid võivad olla ka alla 18-aastastel.',
  cardNumber: 'Kaardi number',
  cardExpiry: 'Kehtib kuni (KK/AA)',
  cardCvc: 'Turvakood (CVC)',
  cardCheck: 'Kontrolli kaarti',
  cardTestTitle:
    'Testkaardid (testrežiim): mis tahes tulevane aegumiskuupäev, mis tahes CVC. Kaart, mis ei saa vanust tõendada, katset ei kuluta.',
  cardTestNumber: 'Kaardi number',
  cardTestResult: 'Mida kontroll teeb',
  cardTestUse: 'Kasuta numbrit {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Testkaart: katset ei kulunud.',
  'card.funding.credit': 'krediitkaart',
  'card.funding.debit': 'deebetkaart',
  'card.funding.prepaid': 'ettemaksukaart',
  'card.test.card': '{funding} ({brand}), {country}',
  'card.test.pass': 'kinnitab 18+',
  'card.test.not-a-credit-card': 'tulemuseta: pole krediitkaart',
  'card.test.country-not-adult-only':
    'tulemuseta: selle riigi krediitkaarte võidakse väljastada alla 18-aastastele',
  'card.test.declined': 'väljastaja lükkab tagasi',
  'card.test.insufficient-funds': 'tagasi lükatud: pole piisavalt raha',
  'card.test.error': 'töötleja viga: katset ei kulu',
  'card.reason.adult-credit-card': 'Sinu krediitkaart on kinnitatud.',
  'card.reason.not-a-credit-card':
    'See on deebet- või ettemaksukaart. Need võivad olla ka alla 18-aastastel, seega ei kinnita need sinu vanust: proovi krediitkaarti.',
  'card.reason.country-not-adult-only':
    'Selle kaardi riigis võidakse krediitkaarte väljastada alla 18-aastastele, seega ei kinnita see sinu vanust.',
  'card.reason.declined': 'Kaardi väljastaja lükkas kontrolli tagasi. Proovi teist kaarti.',
  'card.decline.insufficient-funds':
    'Kaardi väljastaja lükkas kontrolli tagasi ebapiisavate vahendite tõttu, kuigi kaardilt raha ei võeta. Proovi teist kaarti.',
  'card.decline.not-supported':
    'Seda kaarti ei saa selleks kontrolliks kasutada. Proovi teist kaarti.',
  'card.error.number': 'Kaardi number on puudulik või vigane. Kontrolli seda ja proovi uuesti.',
  'card.error.expiry': 'Aegumiskuupäev on vigane. Sisesta see kujul KK/AA.',
  'card.error.expired': 'See kaart on aegunud. Kasuta kehtivat kaarti.',
  'card.error.cvc':
    'Turvakood on vigane: see on 3 numbrit kaardi tagaküljel (American Expressil 4 numbrit esiküljel).',
  'card.error.test-card-only':
    'Testrežiimis sobivad ainult allpool loetletud testkaartide numbrid.',
  'card.error.processing':
    'Kaarti ei õnnestunud praegu kontrollida. Katset ei kulunud: proovi hetke pärast uuesti.',
  'card.error.unavailable':
    'Kaardikontroll ei vasta praegu. Katset ei kulunud: proovi hetke pärast uuesti või vali muu meetod.',
  'card.error.authentication':
    'Sinu pank ei kinnitanud kontrolli. Proovi uuesti või kasuta teist kaarti.',
  'card.error.incomplete': 'Kaardikontroll jäi pooleli. Sisesta kaardi andmed uuesti.',
  'card.error.check-expired': 'See kaardikontroll on aegunud. Alusta uuesti.',
  'card.error.not-configured': 'Kaardikontroll pole siin saadaval. Vali muu meetod.',
  'card.error.network': 'Teenusega ei saadud ühendust. Kontrolli ühendust ja proovi uuesti.',
  'card.error.generic': 'Kaarti ei õnnestunud kontrollida. Proovi uuesti või vali muu meetod.',
  cardStripeUnavailable: 'Kaardivormi ei õnnestunud laadida. Vali muu meetod.',
};

import type { en } from './en';

/** Finnish widget text (glossary: src/service/i18n/glossary/fi.md). */
export const fi: typeof en = {
  title: 'Ikätarkistus',
  testModeBar: 'TESTITILA — tulokset ovat vain testikäyttöön',
  stepOf: 'Vaihe {n}/3 — {label}',
  stepLabelChoose: 'Valitse tapa',
  stepLabelVerify: 'Todista ikäsi',
  stepChoose: 'Valitse, miten todistat ikäsi',
  stepResult: 'Tulos',
  language: 'Kieli',
  intro: '{site} pyytää sinua vahvistamaan ikäsi.',
  nextChoose: 'Seuraavaksi todistat ikäsi valitsemallasi tavalla. {site} saa tietää vain tuloksen.',
  nextVerify: 'Seuraavaksi näet tuloksen, ja {site} saa sen tiedoksi.',
  checking: 'Tarkistetaan, mitä tämä selain tukee…',
  attemptsLeft:
    '{n, plural, =0 {Ei yrityksiä jäljellä} one {# yritys jäljellä} other {# yritystä jäljellä}}',
  noMethodsLive:
    'Tässä palvelussa ei ole vielä käytössä yhtään tarkistustapaa, joten ikääsi ei voi tarkistaa täällä. Palaa sivustolle {site} ja kerro asiasta.',
  noMethodsDevice:
    'Mikään tarjolla olevista tavoista ei toimi tässä selaimessa tai sovelluksessa. Avaa linkki tavallisessa selaimessasi tai jatka puhelimella.',
  back: 'Valitse toinen tapa',
  simTitle: 'Simuloi tulos',
  simHelp: 'Valitse, mitä tarkistuksen ”{method}” pitäisi havaita.',
  'outcome.adult': 'Aikuinen (30)',
  'outcome.teen': 'Nuori (16)',
  'outcome.child': 'Lapsi (10)',
  'outcome.inconclusive': 'Ei tulosta (ei ikätietoa)',
  'outcome.fraudulent': 'Vilpillinen (huijausyritys havaittu)',
  'outcome.custom': 'Oma ikä',
  customAge: 'Ikä vuosina',
  customAgeInvalid: 'Anna ikä kokonaislukuna väliltä 0–120.',
  walletKind: 'Lompakko',
  'wallet.eudi-wallet': 'EU:n digitaalisen identiteetin lompakko',
  'wallet.apple-wallet': 'Apple Wallet (henkilötodistus)',
  'wallet.google-wallet': 'Google Wallet (henkilötodistus)',
  submit: 'Lähetä simuloitu tulos',
  working: 'Tarkistetaan…',
  inconclusive:
    'Ikääsi ei voitu määrittää tavalla ”{method}”. Yritä uudelleen ({n, plural, one {# yritys jäljellä} other {# yritystä jäljellä}}) tai valitse toinen tapa.',
  methodExhausted: 'Kaikki tavan ”{method}” yritykset on käytetty. Valitse toinen tapa.',
  errorNetwork: 'Tarkistuspalveluun ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.',
  errorGeneric: 'Se ei onnistunut: {detail}. Yritä uudelleen tai valitse toinen tapa.',
  loadFailed: 'Tätä vaihetta ei voitu ladata. Tarkista verkkoyhteys ja lataa sivu uudelleen.',
  pass: 'Ikäsi on vahvistettu',
  passDetail: '{site} on saanut tiedon, että täytät sen ikävaatimuksen.',
  fail: 'Ikääsi ei voitu vahvistaa',
  'failure.age-criteria-not-met': 'Et täytä sivuston {site} ikävaatimusta.',
  'failure.max-attempts-exceeded': 'Kaikki yritykset käytettiin ilman tulosta.',
  'failure.fraudulent-activity-detected':
    'Tarkistus keskeytettiin, koska jokin vaikutti epäilyttävältä.',
  done: 'Valmis',
  redirecting: 'Palataan sivustolle {site}…',
  redirectingAfterOffer:
    'Palaat sivustolle {site} muutaman sekunnin kuluttua, ellet ensin tallenna ikäavainta.',
  continueLink: 'Jatka sivustolle {site}',
  closeWindow: 'Voit nyt sulkea tämän ikkunan.',
  handoffDone: 'Valmis. Voit jatkaa tietokoneella.',
  phoneToggle: 'Jatka puhelimella',
  phoneHelp:
    'Skannaa tämä koodi puhelimesi kameralla ja viimeistele tarkistus siellä. Tämä sivu päivittyy itsestään.',
  qrAlt: 'QR-koodi, joka avaa tämän ikätarkistuksen puhelimessasi',
  phoneLink: 'Tai avaa tämä linkki puhelimessasi:',
  expiredTitle: 'Linkki on vanhentunut',
  expiredBody:
    'Ikätarkistuksen linkit ovat voimassa 14 päivää. Palaa sivustolle, jolta tulit, ja aloita ikätarkistus uudelleen.',
  finishedTitle: 'Tämä ikätarkistus on päättynyt',
  finishedBody:
    'Sillä on jo tulos, joten tämä linkki ei enää avaa sitä. Palaa sivustolle, jolta tulit; jos se kysyy yhä ikääsi, aloita ikätarkistus siellä uudelleen.',
  invalidTitle: 'Linkki ei toimi',
  invalidBody:
    'Linkki on puutteellinen tai sitä on muutettu. Palaa sivustolle, jolta tulit, ja aloita ikätarkistus uudelleen.',
  frameNotAllowed:
    'Tämä ikätarkistus näkyy sivustolla, jolle sitä ei ole rekisteröity. Avaa ikätarkistus suoraan verkkokaupasta.',
};

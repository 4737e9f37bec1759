/** Finnish text of the bank-app method (glossary: src/service/i18n/glossary/fi.md). */
export const fi = {
  'method.bank-app': 'Pankkisovellus',
  'describe.bank-app': 'Vahvista ikäsi pankkisovelluksessasi',
  bankHelp:
    'Pankkisi vahvistaa ikäsi omista tiedoistaan. Puhelimessa pankkisovelluksesi avautuu; sen jälkeen palaat tähän palveluun selaimessa.',
  bankContinue: 'Jatka: {name}',
  bankNone: 'Tähän tarkistukseen ei ole saatavilla yhtään pankkia.',
  bankNotHere:
    'Pankkisi ei voi avautua tämän sovelluksen sisällä. Avaa tämä sivu selaimessa tai valitse toinen tapa.',
  bankTitle: 'Pankin vahvistus',
  bankLinkUsed: 'Tämä linkki on jo käytetty tai vanhentunut. Palaa sivustolle ja aloita alusta.',
  bankGone: 'Tämä pankki ei ole enää käytettävissä. Palaa takaisin ja valitse toinen tapa.',
  bankDeclined:
    'Kieltäydyit pankissasi, joten mitään ei jaettu. Palaa takaisin valitsemaan toinen tapa.',
  bankRefused: 'Pankkisi ei vahvistanut tätä kirjautumista. Palaa takaisin ja yritä uudelleen.',
  bankInvalid: 'Pankkisi vastausta ei voitu varmentaa. Palaa takaisin ja yritä uudelleen.',
  bankUnreachable:
    'Pankkiisi ei saatu yhteyttä. Palaa takaisin ja yritä hetken kuluttua uudelleen.',
  bankNoAge: 'Pankkisi ei jakanut ikääsi. Palaa takaisin valitsemaan toinen tapa.',
  bankBack: 'Takaisin ikätarkistukseen',
  bankWaitTab: 'Viimeistele pankissasi uudessa välilehdessä. Tämä sivu päivittyy itsestään.',
  'bankOutcome.declined': 'Kieltäydyit pankissasi, joten mitään ei jaettu.',
  'bankOutcome.refused': 'Pankkisi ei vahvistanut kirjautumista.',
  'bankOutcome.failed': 'Pankkisi vastausta ei voitu käyttää.',
  'bankOutcome.no-age': 'Pankkisi ei jakanut ikääsi.',
  bankTryAgain: 'Yritä uudelleen tai valitse toinen tapa.',
  bankTabResult: 'Voit sulkea tämän välilehden. Tulos näkyy välilehdellä, josta tulit.',
  bankTabBack: 'Voit sulkea tämän välilehden. Jatka välilehdellä, josta tulit.',
};

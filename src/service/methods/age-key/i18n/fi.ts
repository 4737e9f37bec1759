/** Finnish text of the age-key method (glossary: src/service/i18n/glossary/fi.md). */

/** Its name and description in the method picker. */
export const fi = {
  'method.age-key': 'Ikäavain',
  'describe.age-key': 'Käytä pääsyavainta, joka jo todistaa ikäsi',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const fiCeremony = {
  use: 'Käytä ikäavaintasi',
  useHelp: 'Laitteesi pyytää avaamaan pääsyavaimen, jossa ikätodisteesi on. Mitään muuta ei jaeta.',
  noKey:
    'Eikö sinulla ole vielä ikäavainta? Valitse ensin toinen tapa; sen jälkeen voit tallentaa ikäavaimen seuraavaa kertaa varten.',
  upgrade:
    'Ikäavaimesi todistaa iän {n}+, mikä ei riitä täällä. Todista ikäsi toisella tavalla ja päivitä sitten ikäavaimesi.',
  upgradeMethod:
    'Ikäavaimesi todistetta ei hyväksytä täällä. Todista ikäsi toisella tavalla ja päivitä sitten ikäavaimesi.',
  upgradeTest:
    'Ikäavaimesi on luotu testitilassa, eikä sitä voi käyttää oikeaan tarkistukseen. Todista ikäsi toisella tavalla ja päivitä sitten ikäavaimesi.',
  declined: 'Ikäavainta ei käytetty. Yritä uudelleen tai valitse toinen tapa.',
  'refused.counter':
    'Tämä ikäavain näyttää kopioidulta toisesta laitteesta, joten se hylättiin. Valitse toinen tapa.',
  'refused.user-verification':
    'Laitteesi ei vahvistanut, että kyse on sinusta (PIN-koodi tai biometriikka). Yritä uudelleen vahvistus päällä.',
  'refused.revoked': 'Tämä ikäavain on mitätöity. Valitse toinen tapa.',
  'refused.unknown-key': 'Tätä ikäavainta ei tunneta täällä (se on ehkä unohdettu).',
  refused: 'Ikäavainta ei voitu tarkistaa. Yritä uudelleen tai valitse toinen tapa.',
  error: 'Se ei onnistunut: {detail}.',
  working: 'Odotetaan laitettasi…',
  saveTitle: 'Tallenna ikäavain',
  saveHelp:
    'Ensi kerralla todistat ikäsi yhdellä napautuksella millä tahansa sivustolla, joka käyttää tätä palvelua. Pääsyavain sisältää vain ikätodisteesi, ei koskaan nimeäsi.',
  saveButton: 'Tallenna ikäavain',
  saved: 'Ikäavain tallennettu. Valitse ensi kerralla ”Ikäavain”.',
  updateTitle: 'Päivitä ikäavaimesi',
  updateHelp: 'Tallenna tämä uusi ikätodiste ikäavaimeesi, niin se toimii täällä ensi kerralla.',
  updateButton: 'Päivitä ikäavaimeni',
  updated: 'Ikäavain päivitetty: se todistaa nyt iän {n}+.',
  savedTest: 'Tämä on testiavain: se toimii vain testitilassa.',
  openWindow: 'Avaa ikkuna ikäavaimen tallentamista varten',
  windowHelp:
    'Selaimesi ei salli pääsyavaimen tallentamista tämän sivuston sisällä. Käytä sen sijaan pientä ikkunaa.',
  forget: 'Unohda ikäavaimeni',
  forgotten: 'Ikäavaimesi poistettiin palvelusta. Voit myös poistaa pääsyavaimen laitteeltasi.',
};

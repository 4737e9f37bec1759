import type { InteractionMessages } from './en';

/** Finnish text of the OpenID age-key pages (glossary: src/service/i18n/glossary/fi.md). */
export const fi: InteractionMessages = {
  'use.title': 'Todista ikäsi',
  'use.heading': 'Todista ikäsi: {site}',
  'use.ask':
    '{site} kysyy, oletko {ages}. Ikäavaimesi vastaa jokaiseen kysymykseen kyllä tai ei — se ei koskaan kerro syntymäaikaasi eikä mitään, mistä sinut voisi tunnistaa.',
  'use.age': 'vähintään {age}-vuotias',
  'use.ofAge': 'täysi-ikäinen',
  'use.go': 'Käytä ikäavaintasi',
  'use.decline': 'Palaa vastaamatta',
  'create.title': 'Tallenna ikäavain',
  'create.heading': 'Tallenna ikäavain',
  'create.offer':
    '{site} on varmistanut, että olet vähintään {floor}-vuotias. Tallenna tähän laitteeseen pääsyavain ikäavaimeksi: muut sivustot voivat sen avulla tarkistaa ikäsi hetkessä näkemättä, kuka olet. Syntymäaikaasi ei tallenneta.',
  'create.go': 'Tallenna ikäavain',
  'create.decline': 'Ei nyt',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — ikäavain',
  'script.waitingUse': 'Odotetaan ikäavaintasi…',
  'script.waitingCreate': 'Odotetaan laitettasi…',
  'script.ended': 'Tämä pyyntö on päättynyt. Palaa sivustolle.',
  'script.noKeyUsed': 'Ikäavainta ei käytetty. Yritä uudelleen tai palaa takaisin.',
  'script.noKeySaved': 'Ikäavainta ei tallennettu. Yritä uudelleen tai valitse ”Ei nyt”.',
  'script.failed': 'Se ei onnistunut. Yritä uudelleen.',
  'script.wrong': 'Jokin meni vikaan. Yritä uudelleen.',
  'script.noWebAuthn':
    'Tämä selain ei voi käyttää ikäavainta. Palaa takaisin ja kokeile toista laitetta tai selainta.',
  'script.notAllowed': 'Tämä sivusto ei saa tallentaa ikäavaimia. Palaa sivustolle.',
  'refusal.unknown-key':
    'Tämä palvelu ei tunne kyseistä ikäavainta: se on ehkä unohdettu. Palaa takaisin ja todista ikäsi toisella tavalla.',
  'refusal.revoked':
    'Kyseinen ikäavain on mitätöity. Palaa takaisin ja todista ikäsi toisella tavalla.',
  'refusal.user-verification':
    'Laitteesi ei vahvistanut, että kyse on sinusta (PIN-koodi, sormenjälki tai kasvot). Yritä uudelleen.',
  'refusal.challenge': 'Se kesti liian kauan tai oli jo käytetty. Yritä uudelleen.',
  'refusal.already-used':
    'Tästä tarkistuksesta on jo tallennettu ikäavain, tai tämä pääsyavain on jo ikäavain. Palaa sivustolle.',
  'expired.title': 'Tämä pyyntö on vanhentunut',
  'expired.body': 'Palaa sivustolle ja aloita alusta.',
  'used.title': 'Jo käytetty',
  'used.body': 'Tästä tarkistuksesta on jo tallennettu ikäavain. Palaa sivustolle.',
};

import type { AgeGateLabels } from '../age-gate-props';

/** Finnish text of the <AgeGate> card (glossary: src/service/i18n/glossary/fi.md). */
export const fi: AgeGateLabels = {
  heading: 'Vahvista ikäsi',
  intro: 'Tämän sivun katsominen edellyttää täysi-ikäisyyttä. Vahvista ikäsi jatkaaksesi.',
  how: 'Noin minuutti valitsemallasi tavalla: selfie, henkilöllisyystodistus, digitaalinen lompakko, ikäavain…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} saa vain tuloksen, ei koskaan nimeäsi, kuviasi tai asiakirjojasi. Kuvia ei säilytetä.',
  keptUnnamed:
    'Tämä sivusto saa vain tuloksen, ei koskaan nimeäsi, kuviasi tai asiakirjojasi. Kuvia ei säilytetä.',
  ageKey: 'Tallenna sitten ikäavain tähän laitteeseen: ensi kerralla riittää yksi napautus.',
  start: 'Vahvista ikäni',
  checking: 'Tarkistetaan ikätarkistuksen tilaa…',
  creating: 'Aloitetaan ikätarkistus…',
  confirming: 'Vahvistetaan tulosta…',
  verified: 'Ikäsi on vahvistettu.',
  failed: 'Emme pystyneet vahvistamaan ikääsi.',
  pending: 'Ikätarkistuksesi ei ole vielä valmis.',
  checkAgain: 'Tarkista uudelleen',
  error: 'Ikätarkistuksessa tapahtui virhe. Yritä uudelleen.',
  mismatch: 'Tämä ikätarkistus aloitettiin toisessa selaimessa. Aloita uudelleen tässä.',
  cancelled: 'Ikätarkistus peruttu.',
  retry: 'Yritä uudelleen',
  close: 'Sulje',
  topLevel: 'Ongelmia? Jatka tässä ikkunassa',
  unresponsive: 'Ikätarkistusta ei voitu näyttää tässä. Jatka tässä ikkunassa.',
  title: 'Ikätarkistus',
  'failure.age-criteria-not-met': 'Ikätarkistus ei osoittanut, että täytät ikävaatimuksen.',
  'failure.max-attempts-exceeded':
    'Ikätarkistus päättyi liian monen epäonnistuneen yrityksen jälkeen.',
  'failure.fraudulent-activity-detected': 'Ikätarkistusta ei hyväksytty.',
  'failure.criteria-not-met': 'Ikätarkistus ei täytä tämän sivun ikävaatimusta.',
  'failure.revoked': 'Ikätarkistus on mitätöity.',
  unreachable: 'Ikätarkistukseen ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.',
};

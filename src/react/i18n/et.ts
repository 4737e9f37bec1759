import type { AgeGateLabels } from '../age-gate-props';

/** Estonian text of the <AgeGate> card (glossary: src/service/i18n/glossary/et.md). */
export const et: AgeGateLabels = {
  heading: 'Kinnita oma vanust',
  intro: 'Selle lehe vaatamiseks pead olema täisealine. Jätkamiseks kinnita oma vanust.',
  how: 'Umbes minut, sinu valitud meetodiga: selfi, isikut tõendav dokument, digikukkur, vanusevõti…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} saab ainult tulemuse, mitte kunagi sinu nime, fotosid ega dokumente. Pilte ei säilitata.',
  keptUnnamed:
    'See sait saab ainult tulemuse, mitte kunagi sinu nime, fotosid ega dokumente. Pilte ei säilitata.',
  ageKey: 'Seejärel salvesta selles seadmes vanusevõti: järgmisel korral piisab ühest puudutusest.',
  start: 'Kinnita minu vanus',
  checking: 'Kontrollime vanusekontrolli olekut…',
  creating: 'Alustame vanusekontrolli…',
  confirming: 'Kinnitame sinu tulemust…',
  verified: 'Sinu vanus on kinnitatud.',
  failed: 'Me ei suutnud sinu vanust kinnitada.',
  pending: 'Sinu vanusekontroll pole veel lõppenud.',
  checkAgain: 'Kontrolli uuesti',
  error: 'Vanusekontrollis läks midagi valesti. Proovi uuesti.',
  mismatch: 'Seda vanusekontrolli alustati teises brauseris. Alusta siin uuesti.',
  cancelled: 'Vanusekontroll tühistatud.',
  retry: 'Proovi uuesti',
  close: 'Sulge',
  topLevel: 'Probleeme? Jätka selles aknas',
  unresponsive: 'Vanusekontrolli ei saanud siin näidata. Jätka selles aknas.',
  title: 'Vanusekontroll',
  'failure.age-criteria-not-met': 'Vanusekontroll ei näidanud, et vastad vanusenõudele.',
  'failure.max-attempts-exceeded':
    'Vanusekontroll lõppes liiga paljude ebaõnnestunud katsete järel.',
  'failure.fraudulent-activity-detected': 'Vanusekontrolli ei aktsepteeritud.',
  'failure.criteria-not-met': 'Vanusekontroll ei vasta selle lehe vanusenõudele.',
  'failure.revoked': 'Vanusekontroll on tagasi võetud.',
  unreachable: 'Vanusekontrolliga ei saadud ühendust. Kontrolli ühendust ja proovi uuesti.',
};

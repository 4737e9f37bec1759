import type { AgeGateLabels } from '../age-gate-props';

/** Dutch text of the <AgeGate> card (glossary: src/service/i18n/glossary/nl.md). */
export const nl: AgeGateLabels = {
  heading: 'Controleer je leeftijd',
  intro:
    'Je moet meerderjarig zijn om deze pagina te zien. Controleer je leeftijd om verder te gaan.',
  how: 'Ongeveer een minuut, met een methode die je zelf kiest: een selfie, een identiteitsbewijs, een digitale wallet, een leeftijdssleutel…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} krijgt alleen het resultaat, nooit je naam, foto’s of documenten. Beelden worden niet bewaard.',
  keptUnnamed:
    'Deze website krijgt alleen het resultaat, nooit je naam, foto’s of documenten. Beelden worden niet bewaard.',
  ageKey: 'Bewaar daarna een leeftijdssleutel op dit apparaat: de volgende keer is één tik genoeg.',
  start: 'Mijn leeftijd controleren',
  checking: 'Je leeftijdscontrole wordt nagekeken…',
  creating: 'Controle wordt gestart…',
  confirming: 'Je resultaat wordt bevestigd…',
  verified: 'Je leeftijd is gecontroleerd.',
  failed: 'We konden je leeftijd niet controleren.',
  pending: 'Je leeftijdscontrole is nog niet klaar.',
  checkAgain: 'Opnieuw nakijken',
  error: 'Er ging iets mis met de controle. Probeer het opnieuw.',
  mismatch: 'Die controle is in een andere browser gestart. Begin hier opnieuw.',
  cancelled: 'Controle geannuleerd.',
  retry: 'Opnieuw proberen',
  close: 'Sluiten',
  topLevel: 'Lukt het niet? Ga verder in dit venster',
  unresponsive: 'De controle kon hier niet worden getoond. Ga verder in dit venster.',
  title: 'Leeftijdscontrole',
  'failure.age-criteria-not-met':
    'De controle heeft niet aangetoond dat je aan de leeftijdseis voldoet.',
  'failure.max-attempts-exceeded': 'De controle is gestopt na te veel mislukte pogingen.',
  'failure.fraudulent-activity-detected': 'De controle is niet geaccepteerd.',
  'failure.criteria-not-met': 'De controle voldoet niet aan de leeftijdseis van deze pagina.',
  'failure.revoked': 'De controle is ingetrokken.',
  unreachable:
    'De leeftijdscontrole is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
};

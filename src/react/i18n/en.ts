import { AGE_GATE_LABELS, type AgeGateLabels } from '../age-gate-props';

/** English text of the `<AgeGate>` card: the bundled part and the sentences only the route sends. */
export const en: AgeGateLabels = {
  ...AGE_GATE_LABELS,
  'failure.age-criteria-not-met':
    'The verification did not show that you meet the age requirement.',
  'failure.max-attempts-exceeded': 'The verification ended after too many unsuccessful attempts.',
  'failure.fraudulent-activity-detected': 'The verification was not accepted.',
  'failure.criteria-not-met': 'The verification does not meet the age requirement of this page.',
  'failure.revoked': 'The verification was withdrawn.',
  unreachable: 'The age check could not be reached. Check your connection and try again.',
};

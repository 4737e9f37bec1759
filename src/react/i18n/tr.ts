// UNTRANSLATED: an English placeholder (issue 34). Replace every text, then delete this line.
import type { AgeGateLabels } from '../age-gate-props';

/** Turkish text of the <AgeGate> card (glossary: src/service/i18n/glossary/tr.md). */
export const tr: AgeGateLabels = {
  heading: 'Verify your age',
  intro: 'You must be of legal age to see this page. Verify your age to continue.',
  how: 'About a minute, with a method you choose: a selfie, an ID, a digital wallet, an age key…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} gets only the result, never your name, photos or documents. Images are not stored.',
  keptUnnamed:
    'This site gets only the result, never your name, photos or documents. Images are not stored.',
  ageKey: 'Then save an age key on this device: next time takes one tap.',
  start: 'Verify my age',
  checking: 'Checking your age verification…',
  creating: 'Starting verification…',
  confirming: 'Confirming your result…',
  verified: 'Your age is verified.',
  failed: 'We could not verify your age.',
  pending: 'Your verification has not finished yet.',
  checkAgain: 'Check again',
  error: 'Something went wrong with the verification. Please try again.',
  mismatch: 'That verification was started in another browser. Please start again here.',
  cancelled: 'Verification cancelled.',
  retry: 'Try again',
  close: 'Close',
  topLevel: 'Having trouble? Continue in this window',
  unresponsive: 'The verification could not be shown here. Please continue in this window.',
  title: 'Age verification',
};

// UNTRANSLATED: an English placeholder (issue 34). Replace every text, then delete this line.
/** Swedish text of the age-key method (glossary: src/service/i18n/glossary/sv.md). */

/** Its name and description in the method picker. */
export const sv = {
  'method.age-key': 'Age key',
  'describe.age-key': 'Use a passkey that already proves your age',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const svCeremony = {
  use: 'Use your age key',
  useHelp:
    'Your device asks you to unlock the passkey that holds your age proof. Nothing else is shared.',
  noKey:
    'No age key yet? Choose another method first; afterwards you can save an age key for next time.',
  upgrade:
    'Your age key proves {n}+, which is not enough here. Verify with another method, then update your age key.',
  upgradeMethod:
    'The proof in your age key is not accepted here. Verify with another method, then update your age key.',
  upgradeTest:
    'Your age key was made in test mode and cannot be used for a real check. Verify with another method, then update your age key.',
  declined: 'No age key was used. Try again, or choose another method.',
  'refused.counter':
    'This age key looks copied from another device and was refused. Choose another method.',
  'refused.user-verification':
    'Your device did not confirm it is you (PIN or biometrics). Try again with verification on.',
  'refused.revoked': 'This age key has been revoked. Choose another method.',
  'refused.unknown-key': 'This age key is not known here (it may have been forgotten).',
  refused: 'The age key could not be checked. Try again or choose another method.',
  error: 'That did not work: {detail}.',
  working: 'Waiting for your device…',
  saveTitle: 'Save an age key',
  saveHelp:
    'Next time, prove your age with one tap on any site that uses this service. The passkey holds only your age proof, never your name.',
  saveButton: 'Save an age key',
  saved: 'Age key saved. Next time choose "Age key".',
  updateTitle: 'Update your age key',
  updateHelp: 'Put this new age proof into your age key, so it works here next time.',
  updateButton: 'Update my age key',
  updated: 'Age key updated: it now proves {n}+.',
  savedTest: 'This is a test key: it works only in test mode.',
  openWindow: 'Open a window to save your age key',
  windowHelp:
    'Your browser does not allow saving a passkey inside this site. Use a small window instead.',
  forget: 'Forget my age key',
  forgotten:
    'Your age key was deleted from the service. You can also remove the passkey from your device.',
};

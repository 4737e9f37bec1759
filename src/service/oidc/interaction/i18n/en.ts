/**
 * Text of the age-key pages the OpenID issuers show a person (use a key, save a key), in the
 * widget's languages. `{name}` marks a value filled in by `format`; `de` must have every key of
 * `en`. The `script.*` sentences are the page script's (`interaction-script.ts`), sent with the
 * page as data; `refusal.*` say why a key was refused.
 */
export const en = {
  'use.title': 'Prove your age',
  'use.heading': 'Prove your age to {site}',
  'use.ask':
    '{site} asks whether you are {ages}. Your age key answers yes or no for each — never your birth date, and nothing that identifies you.',
  'use.age': '{age} or older',
  'use.ofAge': 'of age',
  'use.go': 'Use your age key',
  'use.decline': 'Go back without answering',
  'create.title': 'Save an age key',
  'create.heading': 'Save an age key',
  'create.offer':
    '{site} has verified that you are at least {floor}. Save a passkey on this device as an age key: other sites can then check your age with it in a moment, without seeing who you are. Your birth date is not stored.',
  'create.go': 'Save an age key',
  'create.decline': 'Not now',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — age key',
  'script.waitingUse': 'Waiting for your age key…',
  'script.waitingCreate': 'Waiting for your device…',
  'script.ended': 'This request has ended. Go back to the site.',
  'script.noKeyUsed': 'No age key was used. Try again, or go back.',
  'script.noKeySaved': 'No age key was saved. Try again, or choose Not now.',
  'script.failed': 'That did not work. Try again.',
  'script.wrong': 'Something went wrong. Try again.',
  'script.noWebAuthn':
    'This browser cannot use an age key. Go back, and try another device or browser.',
  'script.notAllowed': 'This site may not save age keys. Go back to the site.',
  'refusal.unknown-key':
    'This service does not know that age key: it may have been forgotten. Go back and verify your age another way.',
  'refusal.revoked': 'That age key was revoked. Go back and verify your age another way.',
  'refusal.user-verification':
    'Your device did not confirm it is you (PIN, fingerprint or face). Try again.',
  'refusal.challenge': 'That took too long, or was already used. Try again.',
  'refusal.already-used':
    'An age key was already saved from this verification, or this passkey is one. Go back to the site.',
  'expired.title': 'This request has expired',
  'expired.body': 'Go back to the site and start again.',
  'used.title': 'Already used',
  'used.body': 'An age key was already saved from this verification. Go back to the site.',
};

export type InteractionMessages = typeof en;

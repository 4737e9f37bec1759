/**
 * English text of the test-mode pages that stand in for a real bank and a real wallet (the test
 * bank's sign-in and consent, the test wallet's page): the reference catalog, ICU MessageFormat.
 * Wired into the pages by `test-pages-messages.ts`.
 */
export const en = {
  'bank.bar': 'TEST BANK — test mode only, no real accounts',
  'bank.signIn': 'Sign in to Test Bank',
  'bank.chooseHolder': 'Choose a test account holder.',
  'bank.share': 'Share with this site?',
  'bank.asks': '{client} asks Test Bank to share:',
  'bank.ask.birthdate': 'your date of birth',
  'bank.ask.ageOver': 'whether you are {age} or older',
  'bank.ask.identifier': 'an identifier for this site',
  'bank.allow': 'Allow',
  'bank.decline': 'Decline',
  'bank.returning': 'Returning to the site…',
  'bank.continue': 'Continue',
  'bank.errorTitle': 'Test Bank error',
  'bank.expiredTitle': 'Session expired',
  'bank.expiredBody': 'Start again from the site you came from.',
  'bank.problemTitle': 'Something went wrong',
  'bank.formTooLarge': 'The form is too large.',
  'bank.signInFirst': 'Sign in first.',
  'bank.wrongMethod':
    'This page cannot be opened that way. Start again from the site you came from.',
  'wallet.title': 'ofage test wallet',
  'wallet.bar': 'TEST MODE — ofage test wallet',
  'wallet.heading': 'Share your age?',
  'wallet.reading': 'Reading the request…',
  'wallet.shareOverPid': 'Share: over the age (EU PID, SD-JWT VC)',
  'wallet.shareOverMdl': 'Share: over the age (mobile driving licence, mdoc)',
  'wallet.shareUnderPid': 'Share: NOT over the age (EU PID)',
  'wallet.shareOverAv': 'Share: over the age (EU age verification app)',
  'wallet.shareUnderAv': 'Share: NOT over the age (EU age verification app)',
  'wallet.shareUntrustedAv':
    'Share: over the age, from an untrusted provider (age verification app)',
  'wallet.shareRevokedAv': 'Share: over the age, a revoked attestation (age verification app)',
  'wallet.decline': 'Decline',
  'wallet.noRequest': 'No request: open this page from a verification’s QR code link.',
  'wallet.unknownRequest': 'This request is unknown, used or expired.',
  'wallet.asks': 'A verifier asks for one attribute: {claim}. Nothing else is shared.',
  'wallet.declined': 'Declined. Nothing was shared.',
  'wallet.couldNotAnswer': 'The test wallet could not answer: {detail}',
  'wallet.shared': 'Shared. You can go back to the verification.',
  'wallet.refused': 'The verifier refused the answer.',
};

export type TestPagesMessages = typeof en;

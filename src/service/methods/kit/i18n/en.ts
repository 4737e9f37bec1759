/**
 * English widget text, the reference catalog: ICU MessageFormat (`{site}`, plurals), filled in by
 * `format`. Sentences are whole; none is assembled from pieces.
 */
export const en = {
  title: 'Age check',
  testModeBar: 'TEST MODE — results count for testing only',
  stepOf: 'Step {n} of 3 — {label}',
  stepLabelChoose: 'Choose a method',
  stepLabelVerify: 'Prove your age',
  stepChoose: 'Choose how to prove your age',
  stepResult: 'Result',
  language: 'Language',
  intro: '{site} asks you to confirm your age.',
  nextChoose: 'Next: you prove your age with the method you pick. {site} learns only the result.',
  nextVerify: 'Next: you see your result, and {site} is told.',
  checking: 'Checking what this browser supports…',
  attemptsLeft: '{n, plural, =0 {No attempts left} one {# attempt left} other {# attempts left}}',
  noMethodsLive:
    'No verification method is available on this service yet, so your age cannot be checked here. Please go back to {site} and let them know.',
  noMethodsDevice:
    'None of the available methods works in this browser or app. Open this link in your regular web browser, or continue on your phone.',
  back: 'Choose another method',
  simTitle: 'Simulate an outcome',
  simHelp: 'Pick what the {method} check should find.',
  'outcome.adult': 'Adult (30)',
  'outcome.teen': 'Teen (16)',
  'outcome.child': 'Child (10)',
  'outcome.inconclusive': 'Inconclusive (no age signal)',
  'outcome.fraudulent': 'Fraudulent (spoofing detected)',
  'outcome.custom': 'Custom age',
  customAge: 'Age in years',
  customAgeInvalid: 'Enter a whole number of years from 0 to 120.',
  walletKind: 'Wallet',
  'wallet.eudi-wallet': 'EU Digital Identity Wallet',
  'wallet.apple-wallet': 'Apple Wallet (ID)',
  'wallet.google-wallet': 'Google Wallet (ID)',
  submit: 'Submit simulated result',
  working: 'Checking…',
  inconclusive:
    'Your age could not be determined with {method}. Try again ({n, plural, one {# attempt left} other {# attempts left}}), or choose another method.',
  methodExhausted: 'All attempts with {method} are used. Choose another method.',
  errorNetwork:
    'The verification service could not be reached. Check your connection and try again.',
  errorGeneric: 'That did not work: {detail}. Try again or choose another method.',
  loadFailed: 'This step could not be loaded. Check your connection and reload the page.',
  pass: 'Your age is confirmed',
  passDetail: '{site} has been told that you meet its age requirement.',
  fail: 'Your age could not be confirmed',
  'failure.age-criteria-not-met': 'You do not meet the age requirement of {site}.',
  'failure.max-attempts-exceeded': 'All attempts were used without a result.',
  'failure.fraudulent-activity-detected': 'The check was stopped because something looked wrong.',
  done: 'Done',
  redirecting: 'Taking you back to {site}…',
  redirectingAfterOffer:
    'Taking you back to {site} in a few seconds, unless you save an age key first.',
  continueLink: 'Continue to {site}',
  closeWindow: 'You can close this window now.',
  handoffDone: 'Done. You can continue on your computer.',
  phoneToggle: 'Continue on your phone',
  phoneHelp:
    "Scan this code with your phone's camera and finish there. This page updates by itself.",
  qrAlt: 'QR code that opens this age check on your phone',
  phoneLink: 'Or open this link on your phone:',
  expiredTitle: 'This link has expired',
  expiredBody:
    'Age-check links are valid for 14 days. Go back to the site you came from and start the age check again.',
  finishedTitle: 'This age check is finished',
  finishedBody:
    'It already has a result, so this link no longer opens it. Go back to the site you came from; if it still asks for your age, start the age check again there.',
  invalidTitle: 'This link does not work',
  invalidBody:
    'The link is incomplete or was changed. Go back to the site you came from and start the age check again.',
  frameNotAllowed:
    'This age check is shown inside a site that is not registered for it. Open the age check from the shop itself.',
};

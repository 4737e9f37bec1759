// UNTRANSLATED: an English placeholder (issue 34). Replace every text, then delete this line.
/** Danish text of the bank-app method (glossary: src/service/i18n/glossary/da.md). */
export const da = {
  'method.bank-app': 'Bank app',
  'describe.bank-app': 'Confirm your age in your banking app',
  bankHelp:
    'Your bank confirms your age from its records. On a phone your banking app opens; afterwards you come back to this service in your browser.',
  bankContinue: 'Continue with {name}',
  bankNone: 'No bank is available for this verification.',
  bankNotHere:
    'Your bank cannot open from inside this app. Open this page in your browser, or choose another method.',
  bankTitle: 'Bank confirmation',
  bankLinkUsed: 'This link was already used or has expired. Go back to the site and start again.',
  bankGone: 'This bank is no longer available. Go back and choose another method.',
  bankDeclined:
    'You declined at your bank, so nothing was shared. Go back to choose another method.',
  bankRefused: 'Your bank did not confirm this sign-in. Go back and try again.',
  bankInvalid: 'The answer from your bank could not be verified. Go back and try again.',
  bankUnreachable: 'Your bank could not be reached. Go back and try again in a moment.',
  bankNoAge: 'Your bank did not share your age. Go back to choose another method.',
  bankBack: 'Back to the verification',
  bankWaitTab: 'Finish at your bank in the new tab. This page updates by itself.',
  'bankOutcome.declined': 'You declined at your bank, so nothing was shared.',
  'bankOutcome.refused': 'Your bank did not confirm the sign-in.',
  'bankOutcome.failed': 'The answer from your bank could not be used.',
  'bankOutcome.no-age': 'Your bank did not share your age.',
  bankTryAgain: 'Try again, or choose another method.',
  bankTabResult: 'You can close this tab. The tab you came from shows the result.',
  bankTabBack: 'You can close this tab. Go on in the tab you came from.',
};

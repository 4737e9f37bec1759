// UNTRANSLATED: an English placeholder (issue 34). Replace every text, then delete this line.
/** Arabic text of the digital-wallet method (glossary: src/service/i18n/glossary/ar.md). */
export const ar = {
  'method.digital-wallet': 'Digital wallet',
  'describe.digital-wallet': 'Share only an age proof from your wallet app',
  walletIntro:
    'Your wallet shares one thing: that you are over the required age. No name, no birth date.',
  walletThisDevice: 'Use a wallet on this device',
  walletOtherDevice: 'Use a wallet on your phone',
  walletScan: 'Scan this code with your wallet app, or open it on this phone:',
  walletScanInstead: 'No window from your browser? Scan the code with your phone instead:',
  walletOpenApp: 'Open wallet app',
  walletWaiting: 'Waiting for your wallet…',
  walletTestWallet: 'Open the test wallet (test mode)',
  walletNoWallet: 'No wallet on this device holds a credential with your age. Try your phone.',
  walletDeclined: 'You declined in your wallet. Nothing was shared.',
  walletNotShared:
    'Your wallet could not answer this request, so nothing was shared. Try again, or choose another method.',
  walletThisDeviceWaiting:
    'Waiting for a wallet on this device. Choose one in the window your browser shows.',
  walletCancel: 'Cancel',
  walletCancelled: 'Cancelled. Nothing was shared.',
  walletTimeout:
    'No wallet on this device answered. Use a wallet on your phone instead: scan the code below.',
  walletUnsupported:
    'This browser cannot ask a wallet directly. Use a wallet on your phone with the code below.',
  walletRefused:
    'The wallet’s answer could not be accepted ({reason}). Try again or choose another method.',
  walletExpired: 'This request expired. Start again.',
};

/** French text of the digital-wallet method (glossary: src/service/i18n/glossary/fr.md). */
export const fr = {
  'method.digital-wallet': 'Portefeuille numérique',
  'describe.digital-wallet': 'Partagez seulement une preuve d’âge depuis votre portefeuille',
  walletIntro:
    'Votre portefeuille ne partage qu’une chose : que vous avez l’âge requis. Ni nom, ni date de naissance.',
  walletThisDevice: 'Utiliser un portefeuille sur cet appareil',
  walletOtherDevice: 'Utiliser un portefeuille sur votre téléphone',
  walletScan:
    'Scannez ce code avec l’application de votre portefeuille, ou ouvrez-le sur ce téléphone :',
  walletQrAlt: 'Code QR pour votre application de portefeuille',
  walletScanInstead:
    'Votre navigateur n’affiche aucune fenêtre ? Scannez plutôt le code avec votre téléphone :',
  walletOpenApp: 'Ouvrir le portefeuille',
  walletAvScan:
    'Vous utilisez l’application européenne de vérification de l’âge ? Scannez ce code avec elle :',
  walletAvQrAlt: 'Code QR pour l’application européenne de vérification de l’âge',
  walletOpenAvApp: 'Ouvrir l’application de vérification de l’âge',
  walletWaiting: 'En attente de votre portefeuille…',
  walletTestWallet: 'Ouvrir le portefeuille de test (mode test)',
  walletNoWallet:
    'Aucun portefeuille de cet appareil ne contient d’attestation de votre âge. Essayez avec votre téléphone.',
  walletDeclined: 'Vous avez refusé dans votre portefeuille. Rien n’a été partagé.',
  walletNotShared:
    'Votre portefeuille n’a pas pu répondre à cette demande : rien n’a été partagé. Réessayez, ou choisissez une autre méthode.',
  walletThisDeviceWaiting:
    'En attente d’un portefeuille sur cet appareil. Choisissez-en un dans la fenêtre qu’affiche votre navigateur.',
  walletCancel: 'Annuler',
  walletCancelled: 'Annulé. Rien n’a été partagé.',
  walletTimeout:
    'Aucun portefeuille de cet appareil n’a répondu. Utilisez plutôt un portefeuille sur votre téléphone : scannez le code ci-dessous.',
  walletUnsupported:
    'Ce navigateur ne peut pas interroger directement un portefeuille. Utilisez un portefeuille sur votre téléphone avec le code ci-dessous.',
  walletRefused:
    'La réponse du portefeuille n’a pas pu être acceptée ({reason}). Réessayez, ou choisissez une autre méthode.',
  walletExpired: 'Cette demande a expiré. Recommencez.',
};

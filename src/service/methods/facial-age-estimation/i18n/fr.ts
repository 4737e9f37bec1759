/** French text of the facial-age-estimation method (glossary: src/service/i18n/glossary/fr.md). */
export const fr = {
  'method.facial-age-estimation': 'Estimation de l’âge par le visage',
  'describe.facial-age-estimation': 'Votre caméra estime votre âge ; aucune image n’est conservée',
  'face.intro':
    'Votre caméra prend quelques images pendant que vous tournez la tête. Elles sont analysées sur notre serveur puis supprimées aussitôt ; aucune image n’est conservée.',
  'face.useCamera': 'Utiliser ma caméra',
  'face.useCameraTest': 'Utiliser ma caméra (estimation réelle)',
  'face.opening': 'Ouverture de la caméra…',
  'face.preview': 'Aperçu de la caméra : placez votre visage dans l’ovale',
  'face.ready': 'Placez votre visage dans l’ovale, puis appuyez sur Démarrer.',
  'face.start': 'Démarrer',
  'face.cancel': 'Arrêter la caméra',
  'face.hint.too-dark':
    'Il fait trop sombre : placez-vous face à une fenêtre ou allumez une lumière.',
  'face.hint.hold-still': 'Ne bougez plus un instant.',
  'face.hint.no-face': 'Nous ne voyons pas de visage : placez votre visage dans l’ovale.',
  'face.hint.too-far': 'Approchez-vous un peu, pour que votre visage remplisse l’ovale.',
  'face.hint.several-faces': 'Une seule personne doit apparaître à l’image.',
  'face.prompt.look': 'Regardez droit vers la caméra.',
  'face.prompt.left': 'Tournez lentement la tête vers votre gauche.',
  'face.prompt.right': 'Tournez maintenant lentement la tête vers votre droite.',
  'face.prompt.still': 'Regardez la caméra et ne bougez plus.',
  'face.finding': 'Recherche de votre visage…',
  'face.sending': 'Vérification…',
  'face.liveness.no-turn':
    'Nous n’avons pas vu votre tête tourner comme demandé. Réessayez en suivant les consignes.',
  'face.liveness.frames-repeated':
    'Ces images ne semblent pas venir d’une caméra en direct. Utilisez votre propre caméra, pas une photo ni une vidéo.',
  'face.liveness.spoof-scores':
    'Ces images ne semblent pas venir d’une caméra en direct. Utilisez votre propre caméra, pas une photo ni une vidéo.',
  'face.livenessOff':
    'Mode test : le contrôle du vivant est désactivé pour ce produit, une photo serait donc acceptée. Les vérifications réelles contrôlent toujours le vivant.',
  'face.error.denied':
    'L’accès à la caméra a été refusé. Autorisez la caméra dans les réglages de votre navigateur et réessayez, ou choisissez un autre moyen.',
  'face.error.no-camera': 'Aucune caméra n’a été trouvée sur cet appareil.',
  'face.error.busy': 'La caméra est utilisée par une autre application. Fermez-la et réessayez.',
  'face.error.unsupported': 'Ce navigateur ne peut pas utiliser la caméra ici.',
  'face.error.other': 'La caméra n’a pas pu démarrer.',
  'face.tryAgain': 'Réessayer',
  'face.other': 'Choisir un autre moyen',
  'face.handoff': 'Ou continuez sur votre téléphone : scannez ce code avec son appareil photo.',
  'face.qrAlt': 'Code QR pour continuer sur votre téléphone',
};

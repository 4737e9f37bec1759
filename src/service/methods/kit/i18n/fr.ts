import type { en } from './en';

/** French widget text (glossary: src/service/i18n/glossary/fr.md). */
export const fr: typeof en = {
  title: 'Vérification de l’âge',
  testModeBar: 'MODE TEST — les résultats ne valent que pour des essais',
  stepOf: 'Étape {n} sur 3 — {label}',
  stepLabelChoose: 'Choix de la méthode',
  stepLabelVerify: 'Preuve de votre âge',
  stepChoose: 'Choisissez comment prouver votre âge',
  stepResult: 'Résultat',
  language: 'Langue',
  intro: '{site} vous demande de confirmer votre âge.',
  nextChoose:
    'Ensuite, vous prouvez votre âge avec la méthode choisie. {site} n’apprend que le résultat.',
  nextVerify: 'Ensuite, vous voyez votre résultat, et {site} en est informé.',
  checking: 'Nous vérifions ce que ce navigateur permet…',
  attemptsLeft:
    '{n, plural, =0 {Plus aucune tentative} one {Encore # tentative} many {Encore # tentatives} other {Encore # tentatives}}',
  noMethodsLive:
    'Aucune méthode de vérification n’est encore disponible sur ce service : votre âge ne peut pas être vérifié ici. Retournez sur {site} et signalez-le.',
  noMethodsDevice:
    'Aucune des méthodes proposées ne fonctionne dans ce navigateur ou cette application. Ouvrez ce lien dans votre navigateur habituel, ou continuez sur votre téléphone.',
  back: 'Choisir une autre méthode',
  simTitle: 'Simuler un résultat',
  simHelp: 'Choisissez ce que la vérification « {method} » doit trouver.',
  'outcome.adult': 'Adulte (30 ans)',
  'outcome.teen': 'Adolescent (16 ans)',
  'outcome.child': 'Enfant (10 ans)',
  'outcome.inconclusive': 'Non concluant (aucun indice d’âge)',
  'outcome.fraudulent': 'Frauduleux (usurpation détectée)',
  'outcome.custom': 'Âge au choix',
  customAge: 'Âge en années',
  customAgeInvalid: 'Saisissez un nombre entier d’années, de 0 à 120.',
  walletKind: 'Portefeuille',
  'wallet.eudi-wallet': 'Portefeuille européen d’identité numérique',
  'wallet.apple-wallet': 'Apple Wallet (pièce d’identité)',
  'wallet.google-wallet': 'Google Wallet (pièce d’identité)',
  submit: 'Envoyer le résultat simulé',
  working: 'Vérification…',
  inconclusive:
    'Votre âge n’a pas pu être déterminé avec « {method} ». Réessayez ({n, plural, one {encore # tentative} many {encore # tentatives} other {encore # tentatives}}), ou choisissez une autre méthode.',
  methodExhausted:
    'Toutes les tentatives avec « {method} » ont été utilisées. Choisissez une autre méthode.',
  errorNetwork:
    'Le service de vérification est injoignable. Vérifiez votre connexion, puis réessayez.',
  errorGeneric: 'Cela n’a pas fonctionné : {detail}. Réessayez, ou choisissez une autre méthode.',
  loadFailed:
    'Cette étape n’a pas pu être chargée. Vérifiez votre connexion, puis rechargez la page.',
  pass: 'Votre âge est confirmé',
  passDetail: '{site} a été informé que vous avez l’âge requis.',
  fail: 'Votre âge n’a pas pu être confirmé',
  'failure.age-criteria-not-met': 'Vous n’avez pas l’âge requis par {site}.',
  'failure.max-attempts-exceeded': 'Toutes les tentatives ont été utilisées sans résultat.',
  'failure.fraudulent-activity-detected':
    'La vérification a été interrompue, car quelque chose semblait anormal.',
  done: 'Terminé',
  redirecting: 'Retour vers {site}…',
  redirectingAfterOffer:
    'Retour vers {site} dans quelques secondes, sauf si vous enregistrez d’abord une clé d’âge.',
  continueLink: 'Continuer vers {site}',
  closeWindow: 'Vous pouvez maintenant fermer cette fenêtre.',
  handoffDone: 'C’est fait. Vous pouvez continuer sur votre ordinateur.',
  phoneToggle: 'Continuer sur votre téléphone',
  phoneHelp:
    'Scannez ce code avec l’appareil photo de votre téléphone et terminez là-bas. Cette page se met à jour d’elle-même.',
  qrAlt: 'Code QR qui ouvre cette vérification de l’âge sur votre téléphone',
  phoneLink: 'Ou ouvrez ce lien sur votre téléphone :',
  expiredTitle: 'Ce lien a expiré',
  expiredBody:
    'Les liens de vérification de l’âge sont valables 14 jours. Retournez sur le site d’où vous venez et recommencez la vérification.',
  finishedTitle: 'Cette vérification de l’âge est terminée',
  finishedBody:
    'Elle a déjà un résultat, ce lien ne l’ouvre donc plus. Retournez sur le site d’où vous venez ; s’il vous demande encore votre âge, recommencez-y la vérification.',
  invalidTitle: 'Ce lien ne fonctionne pas',
  invalidBody:
    'Le lien est incomplet ou a été modifié. Retournez sur le site d’où vous venez et recommencez la vérification.',
  frameNotAllowed:
    'Cette vérification de l’âge s’affiche dans un site qui n’est pas autorisé à l’afficher. Ouvrez-la directement depuis la boutique.',
};

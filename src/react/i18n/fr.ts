import type { AgeGateLabels } from '../age-gate-props';

/** French text of the <AgeGate> card (glossary: src/service/i18n/glossary/fr.md). */
export const fr: AgeGateLabels = {
  heading: 'Vérifiez votre âge',
  intro: 'Vous devez être majeur pour voir cette page. Vérifiez votre âge pour continuer.',
  how: 'Environ une minute, avec la méthode de votre choix : un selfie, une pièce d’identité, un portefeuille numérique, une clé d’âge…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} ne reçoit que le résultat, jamais votre nom, vos photos ni vos documents. Les images ne sont pas conservées.',
  keptUnnamed:
    'Ce site ne reçoit que le résultat, jamais votre nom, vos photos ni vos documents. Les images ne sont pas conservées.',
  ageKey:
    'Enregistrez ensuite une clé d’âge sur cet appareil : la prochaine fois, un seul geste suffira.',
  start: 'Vérifier mon âge',
  checking: 'Nous consultons votre vérification de l’âge…',
  creating: 'Lancement de la vérification…',
  confirming: 'Confirmation de votre résultat…',
  verified: 'Votre âge est vérifié.',
  failed: 'Nous n’avons pas pu vérifier votre âge.',
  pending: 'Votre vérification n’est pas encore terminée.',
  checkAgain: 'Vérifier à nouveau',
  error: 'Un problème est survenu pendant la vérification. Veuillez réessayer.',
  mismatch: 'Cette vérification a été lancée dans un autre navigateur. Veuillez recommencer ici.',
  cancelled: 'Vérification annulée.',
  retry: 'Réessayer',
  close: 'Fermer',
  topLevel: 'Un problème ? Continuer dans cette fenêtre',
  unresponsive: 'La vérification n’a pas pu s’afficher ici. Veuillez continuer dans cette fenêtre.',
  title: 'Vérification de l’âge',
  'failure.age-criteria-not-met': 'La vérification n’a pas montré que vous avez l’âge requis.',
  'failure.max-attempts-exceeded':
    'La vérification a pris fin après trop de tentatives infructueuses.',
  'failure.fraudulent-activity-detected': 'La vérification n’a pas été acceptée.',
  'failure.criteria-not-met': 'La vérification ne remplit pas la condition d’âge de cette page.',
  'failure.revoked': 'La vérification a été révoquée.',
  unreachable:
    'La vérification de l’âge est injoignable. Vérifiez votre connexion, puis réessayez.',
};

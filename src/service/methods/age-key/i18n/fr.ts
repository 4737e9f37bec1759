/** French text of the age-key method (glossary: src/service/i18n/glossary/fr.md). */

/** Its name and description in the method picker. */
export const fr = {
  'method.age-key': 'Clé d’âge',
  'describe.age-key': 'Utilisez une clé d’accès qui prouve déjà votre âge',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const frCeremony = {
  use: 'Utiliser ma clé d’âge',
  useHelp:
    'Votre appareil vous demande de déverrouiller la clé d’accès qui contient votre preuve d’âge. Rien d’autre n’est partagé.',
  noKey:
    'Pas encore de clé d’âge ? Choisissez d’abord une autre méthode ; vous pourrez ensuite enregistrer une clé d’âge pour la prochaine fois.',
  upgrade:
    'Votre clé d’âge prouve {n} ans et plus, ce qui ne suffit pas ici. Vérifiez votre âge avec une autre méthode, puis mettez à jour votre clé d’âge.',
  upgradeMethod:
    'La preuve contenue dans votre clé d’âge n’est pas acceptée ici. Vérifiez votre âge avec une autre méthode, puis mettez à jour votre clé d’âge.',
  upgradeTest:
    'Votre clé d’âge a été créée en mode test et ne vaut pas pour une vraie vérification. Vérifiez votre âge avec une autre méthode, puis mettez à jour votre clé d’âge.',
  declined: 'Aucune clé d’âge n’a été utilisée. Réessayez, ou choisissez une autre méthode.',
  'refused.counter':
    'Cette clé d’âge semble copiée depuis un autre appareil et a été refusée. Choisissez une autre méthode.',
  'refused.user-verification':
    'Votre appareil n’a pas confirmé que c’est bien vous (code PIN ou biométrie). Réessayez avec la confirmation activée.',
  'refused.revoked': 'Cette clé d’âge a été révoquée. Choisissez une autre méthode.',
  'refused.unknown-key': 'Cette clé d’âge est inconnue ici (elle a peut-être été oubliée).',
  refused: 'La clé d’âge n’a pas pu être vérifiée. Réessayez, ou choisissez une autre méthode.',
  error: 'Cela n’a pas fonctionné : {detail}.',
  working: 'En attente de votre appareil…',
  saveTitle: 'Enregistrer une clé d’âge',
  saveHelp:
    'La prochaine fois, prouvez votre âge d’un seul geste sur tout site qui utilise ce service. La clé d’accès ne contient que votre preuve d’âge, jamais votre nom.',
  saveButton: 'Enregistrer une clé d’âge',
  saved: 'Clé d’âge enregistrée. La prochaine fois, choisissez « Clé d’âge ».',
  updateTitle: 'Mettre à jour votre clé d’âge',
  updateHelp:
    'Placez cette nouvelle preuve d’âge dans votre clé d’âge, pour qu’elle suffise ici la prochaine fois.',
  updateButton: 'Mettre à jour ma clé d’âge',
  updated: 'Clé d’âge mise à jour : elle prouve désormais {n} ans et plus.',
  savedTest: 'Ceci est une clé de test : elle ne fonctionne qu’en mode test.',
  openWindow: 'Ouvrir une fenêtre pour enregistrer votre clé d’âge',
  windowHelp:
    'Votre navigateur ne permet pas d’enregistrer une clé d’accès dans ce site. Utilisez plutôt une petite fenêtre.',
  forget: 'Oublier ma clé d’âge',
  forgotten:
    'Votre clé d’âge a été supprimée du service. Vous pouvez aussi retirer la clé d’accès de votre appareil.',
};

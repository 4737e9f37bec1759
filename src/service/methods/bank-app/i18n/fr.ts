/** French text of the bank-app method (glossary: src/service/i18n/glossary/fr.md). */
export const fr = {
  'method.bank-app': 'Application bancaire',
  'describe.bank-app': 'Confirmez votre âge dans l’application de votre banque',
  bankHelp:
    'Votre banque confirme votre âge d’après ses données. Sur un téléphone, votre application bancaire s’ouvre ; vous revenez ensuite sur ce service dans votre navigateur.',
  bankContinue: 'Continuer avec {name}',
  bankNone: 'Aucune banque n’est disponible pour cette vérification.',
  bankNotHere:
    'Votre banque ne peut pas s’ouvrir depuis cette application. Ouvrez cette page dans votre navigateur, ou choisissez une autre méthode.',
  bankTitle: 'Confirmation par la banque',
  bankLinkUsed: 'Ce lien a déjà servi ou a expiré. Retournez sur le site et recommencez.',
  bankGone:
    'Cette banque n’est plus disponible. Revenez en arrière et choisissez une autre méthode.',
  bankDeclined:
    'Vous avez refusé auprès de votre banque : rien n’a été partagé. Revenez en arrière pour choisir une autre méthode.',
  bankRefused: 'Votre banque n’a pas confirmé cette connexion. Revenez en arrière et réessayez.',
  bankInvalid:
    'La réponse de votre banque n’a pas pu être vérifiée. Revenez en arrière et réessayez.',
  bankUnreachable: 'Votre banque est injoignable. Revenez en arrière et réessayez dans un instant.',
  bankNoAge:
    'Votre banque n’a pas communiqué votre âge. Revenez en arrière pour choisir une autre méthode.',
  bankBack: 'Retour à la vérification',
  bankWaitTab:
    'Terminez auprès de votre banque dans le nouvel onglet. Cette page se met à jour d’elle-même.',
  'bankOutcome.declined': 'Vous avez refusé auprès de votre banque : rien n’a été partagé.',
  'bankOutcome.refused': 'Votre banque n’a pas confirmé la connexion.',
  'bankOutcome.failed': 'La réponse de votre banque n’a pas pu être utilisée.',
  'bankOutcome.no-age': 'Votre banque n’a pas communiqué votre âge.',
  bankTryAgain: 'Réessayez, ou choisissez une autre méthode.',
  bankTabResult: 'Vous pouvez fermer cet onglet. L’onglet d’origine affiche le résultat.',
  bankTabBack: 'Vous pouvez fermer cet onglet. Poursuivez dans l’onglet d’origine.',
};

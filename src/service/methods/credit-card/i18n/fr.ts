/** French text of the credit-card method (glossary: src/service/i18n/glossary/fr.md). */
export const fr = {
  'method.credit-card': 'Carte de crédit',
  'describe.credit-card': 'Une carte à votre nom montre que vous avez plus de 18 ans',
  cardStart: 'Vérifier une carte de crédit',
  cardHelp:
    'L’émetteur de votre carte la confirme par une vérification de {amount} : rien n’est débité. Seules les cartes de crédit comptent : une carte de débit ou prépayée peut appartenir à un mineur.',
  cardNumber: 'Numéro de carte',
  cardExpiry: 'Date d’expiration (MM/AA)',
  cardCvc: 'Code de sécurité (CVC)',
  cardCheck: 'Vérifier la carte',
  cardTestTitle:
    'Cartes de test (mode test) : n’importe quelle date d’expiration future, n’importe quel CVC. Une carte qui ne peut pas prouver un âge ne consomme aucune tentative.',
  cardTestNumber: 'Numéro de carte',
  cardTestResult: 'Effet de la vérification',
  cardTestUse: 'Utiliser {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Une carte de test : aucune tentative n’a été utilisée.',
  'card.funding.credit': 'carte de crédit',
  'card.funding.debit': 'carte de débit',
  'card.funding.prepaid': 'carte prépayée',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'confirme 18 ans et plus',
  'card.test.not-a-credit-card': 'non concluant : pas une carte de crédit',
  'card.test.country-not-adult-only':
    'non concluant : dans ce pays, des cartes de crédit peuvent être émises pour des mineurs',
  'card.test.declined': 'refusée par l’émetteur',
  'card.test.insufficient-funds': 'refusée : fonds insuffisants',
  'card.test.error': 'erreur du prestataire : rien n’est compté',
  'card.reason.adult-credit-card': 'Votre carte de crédit a été confirmée.',
  'card.reason.not-a-credit-card':
    'C’est une carte de débit ou prépayée. Elle peut appartenir à un mineur et ne confirme donc pas votre âge : essayez une carte de crédit.',
  'card.reason.country-not-adult-only':
    'Dans le pays de cette carte, des cartes de crédit peuvent être émises pour des mineurs : elle ne confirme donc pas votre âge.',
  'card.reason.declined':
    'L’émetteur de votre carte a refusé la vérification. Essayez une autre carte.',
  'card.decline.insufficient-funds':
    'L’émetteur de votre carte a refusé la vérification pour fonds insuffisants, bien que rien ne soit débité. Essayez une autre carte.',
  'card.decline.not-supported':
    'Cette carte ne peut pas servir à cette vérification. Essayez une autre carte.',
  'card.error.number': 'Le numéro de carte est incomplet ou non valide. Vérifiez-le et réessayez.',
  'card.error.expiry': 'La date d’expiration n’est pas valide. Saisissez-la au format MM/AA.',
  'card.error.expired': 'Cette carte a expiré. Utilisez une carte encore valide.',
  'card.error.cvc':
    'Le code de sécurité n’est pas valide : ce sont les 3 chiffres au dos de la carte (4 au recto pour American Express).',
  'card.error.test-card-only':
    'Le mode test n’accepte que les numéros de carte de test listés ci-dessous.',
  'card.error.processing':
    'La carte n’a pas pu être vérifiée pour le moment. Rien n’a été compté : réessayez dans un instant.',
  'card.error.unavailable':
    'La vérification de carte ne répond pas pour le moment. Rien n’a été compté : réessayez dans un instant, ou choisissez une autre méthode.',
  'card.error.authentication':
    'Votre banque n’a pas confirmé la vérification. Réessayez, ou utilisez une autre carte.',
  'card.error.incomplete':
    'La vérification de carte n’a pas abouti. Saisissez de nouveau la carte.',
  'card.error.check-expired': 'Cette vérification de carte a expiré. Recommencez.',
  'card.error.not-configured':
    'La vérification par carte n’est pas disponible ici. Choisissez une autre méthode.',
  'card.error.network': 'Le service est injoignable. Vérifiez votre connexion, puis réessayez.',
  'card.error.generic':
    'La carte n’a pas pu être vérifiée. Réessayez, ou choisissez une autre méthode.',
  cardStripeUnavailable:
    'Le formulaire de carte n’a pas pu être chargé. Choisissez une autre méthode.',
};

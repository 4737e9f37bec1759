import type { InteractionMessages } from './en';

/** French text of the OpenID age-key pages (glossary: src/service/i18n/glossary/fr.md). */
export const fr: InteractionMessages = {
  'use.title': 'Prouvez votre âge',
  'use.heading': 'Prouvez votre âge à {site}',
  'use.ask':
    '{site} demande si vous avez {ages}. Votre clé d’âge répond oui ou non pour chaque question — jamais avec votre date de naissance, ni avec quoi que ce soit qui vous identifie.',
  'use.age': '{age} ans ou plus',
  'use.ofAge': 'l’âge de la majorité',
  'use.go': 'Utiliser votre clé d’âge',
  'use.decline': 'Revenir sans répondre',
  'create.title': 'Enregistrer une clé d’âge',
  'create.heading': 'Enregistrer une clé d’âge',
  'create.offer':
    '{site} a vérifié que vous avez au moins {floor} ans. Enregistrez une clé d’accès sur cet appareil comme clé d’âge : d’autres sites pourront alors vérifier votre âge en un instant, sans savoir qui vous êtes. Votre date de naissance n’est pas conservée.',
  'create.go': 'Enregistrer une clé d’âge',
  'create.decline': 'Pas maintenant',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — clé d’âge',
  'script.waitingUse': 'En attente de votre clé d’âge…',
  'script.waitingCreate': 'En attente de votre appareil…',
  'script.ended': 'Cette demande est terminée. Retournez sur le site.',
  'script.noKeyUsed': 'Aucune clé d’âge n’a été utilisée. Réessayez, ou revenez en arrière.',
  'script.noKeySaved':
    'Aucune clé d’âge n’a été enregistrée. Réessayez, ou choisissez « Pas maintenant ».',
  'script.failed': 'Cela n’a pas fonctionné. Réessayez.',
  'script.wrong': 'Un problème est survenu. Réessayez.',
  'script.noWebAuthn':
    'Ce navigateur ne peut pas utiliser de clé d’âge. Revenez en arrière, et essayez un autre appareil ou un autre navigateur.',
  'script.notAllowed':
    'Ce site n’est pas autorisé à enregistrer des clés d’âge. Retournez sur le site.',
  'refusal.unknown-key':
    'Ce service ne connaît pas cette clé d’âge : elle a peut-être été oubliée. Revenez en arrière et prouvez votre âge autrement.',
  'refusal.revoked':
    'Cette clé d’âge a été révoquée. Revenez en arrière et prouvez votre âge autrement.',
  'refusal.user-verification':
    'Votre appareil n’a pas confirmé que c’est bien vous (code PIN, empreinte digitale ou visage). Réessayez.',
  'refusal.challenge': 'Cela a pris trop de temps, ou a déjà été utilisé. Réessayez.',
  'refusal.already-used':
    'Une clé d’âge a déjà été enregistrée à partir de cette vérification, ou cette clé d’accès en est déjà une. Retournez sur le site.',
  'expired.title': 'Cette demande a expiré',
  'expired.body': 'Retournez sur le site et recommencez.',
  'used.title': 'Déjà utilisé',
  'used.body':
    'Une clé d’âge a déjà été enregistrée à partir de cette vérification. Retournez sur le site.',
};

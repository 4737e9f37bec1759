import type { TestPagesMessages } from './en';

/** French text of the test bank's and test wallet's pages (glossary: src/service/i18n/glossary/fr.md). */
export const fr: TestPagesMessages = {
  'bank.bar': 'BANQUE DE TEST — mode test uniquement, aucun compte réel',
  'bank.signIn': 'Connexion à la Banque de test',
  'bank.chooseHolder': 'Choisissez un titulaire de compte de test.',
  'bank.share': 'Partager avec ce site ?',
  'bank.asks': '{client} demande à la Banque de test de partager :',
  'bank.ask.birthdate': 'votre date de naissance',
  'bank.ask.ageOver': 'si vous avez {age} ans ou plus',
  'bank.ask.identifier': 'un identifiant pour ce site',
  'bank.allow': 'Autoriser',
  'bank.decline': 'Refuser',
  'bank.returning': 'Retour vers le site…',
  'bank.continue': 'Continuer',
  'bank.errorTitle': 'Erreur de la Banque de test',
  'bank.expiredTitle': 'Session expirée',
  'bank.expiredBody': 'Recommencez depuis le site d’où vous venez.',
  'bank.problemTitle': 'Un problème est survenu',
  'bank.formTooLarge': 'Le formulaire est trop volumineux.',
  'bank.signInFirst': 'Connectez-vous d’abord.',
  'bank.wrongMethod':
    'Cette page ne peut pas être ouverte de cette façon. Recommencez depuis le site d’où vous venez.',
  'wallet.title': 'Portefeuille de test ofage',
  'wallet.bar': 'MODE TEST — portefeuille de test ofage',
  'wallet.heading': 'Partager votre âge ?',
  'wallet.reading': 'Lecture de la demande…',
  'wallet.shareOverPid': 'Partager : âge atteint (EU PID, SD-JWT VC)',
  'wallet.shareOverMdl': 'Partager : âge atteint (permis de conduire mobile, mdoc)',
  'wallet.shareUnderPid': 'Partager : âge NON atteint (EU PID)',
  'wallet.shareOverAv':
    'Partager : a l’âge requis (application européenne de vérification de l’âge)',
  'wallet.shareUnderAv':
    'Partager : N’A PAS l’âge requis (application européenne de vérification de l’âge)',
  'wallet.shareUntrustedAv':
    'Partager : a l’âge requis, d’un fournisseur non reconnu (application de vérification de l’âge)',
  'wallet.shareRevokedAv':
    'Partager : a l’âge requis, attestation révoquée (application de vérification de l’âge)',
  'wallet.decline': 'Refuser',
  'wallet.noRequest':
    'Aucune demande : ouvrez cette page depuis le lien du code QR d’une vérification.',
  'wallet.unknownRequest': 'Cette demande est inconnue, déjà utilisée ou expirée.',
  'wallet.asks': 'Un vérificateur demande un seul attribut : {claim}. Rien d’autre n’est partagé.',
  'wallet.declined': 'Refusé. Rien n’a été partagé.',
  'wallet.couldNotAnswer': 'Le portefeuille de test n’a pas pu répondre : {detail}',
  'wallet.shared': 'Partagé. Vous pouvez revenir à la vérification.',
  'wallet.refused': 'Le vérificateur a refusé la réponse.',
};

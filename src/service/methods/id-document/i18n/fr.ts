/** French text of the id-document method (glossary: src/service/i18n/glossary/fr.md). */
export const fr = {
  'method.id-document': 'Pièce d’identité',
  'describe.id-document':
    'Photographiez un passeport, une carte d’identité ou un permis de conduire',
  'id.intro':
    'Photographiez la face qui porte les données lisibles par machine : le code-barres au dos d’un permis de conduire américain ou canadien, ou les deux ou trois lignes de texte <<< d’un passeport ou d’une carte d’identité.',
  'id.camera': 'Utiliser la caméra',
  'id.upload': 'Envoyer une photo',
  'id.take': 'Prendre la photo',
  'id.cancel': 'Annuler',
  'id.guide':
    'Cadrez le code-barres ou les lignes <<< dans le cadre, ne bougez plus, évitez les reflets.',
  'id.reading': 'Lecture de la pièce d’identité…',
  'id.cameraDenied': 'La caméra n’est pas disponible ici. Envoyez plutôt une photo.',
  'id.heic':
    'Cette photo est au format HEIC, qui ne peut pas être lu. Prenez la photo depuis cette page, ou enregistrez-la en JPEG.',
  'id.tooLarge':
    'Cette photo est trop volumineuse. Reprenez-la ou envoyez-en une plus petite (moins de 10 Mo).',
  'id.retake': 'Nous n’avons pas pu lire la pièce d’identité. {hint} Réessayez.',
  'id.hint.blur':
    'La photo est floue : ne bougez plus et laissez la caméra faire la mise au point.',
  'id.hint.glare': 'La lumière se reflète sur la pièce : inclinez-la légèrement.',
  'id.hint.too-small': 'La pièce est trop petite sur la photo : approchez-vous.',
  'id.hint.too-dark': 'La photo est trop sombre : placez-vous dans un endroit plus lumineux.',
  'id.hint.not-found':
    'Aucun code-barres ni aucune ligne <<< n’a été trouvé : photographiez la bonne face.',
  'id.hint.not-an-id':
    'Ce code-barres ne provient pas d’un permis de conduire ni d’une carte d’identité.',
  'id.hint.check-digits':
    'Les lignes <<< ne sont pas cohérentes : photographiez-les nettes et en entier.',
  'id.expired': 'Cette pièce d’identité a expiré. Utilisez une pièce en cours de validité.',
  'id.specimenRefused':
    'C’est un spécimen, conçu pour essayer le service : il ne prouve l’âge de personne. Utilisez votre propre pièce d’identité.',
  'id.phone': 'Pas de caméra ici ? Scannez ce code avec votre téléphone pour continuer dessus.',
  'id.privacy':
    'La photo est lue sur notre serveur puis supprimée aussitôt ; elle n’est jamais conservée.',
  'id.specimens':
    'Spécimens (mode test) : téléchargez-en un et envoyez-le ci-dessus, ou affichez-le et photographiez l’écran avec votre téléphone.',
  'id.show': 'Afficher',
  'id.specimen.adult-licence': 'Permis de conduire d’un adulte',
  'id.specimen.minor-licence': 'Permis de conduire d’un mineur',
  'id.specimen.adult-licence-front': 'Permis de conduire d’un adulte, recto (avec photo)',
  'id.specimen.minor-licence-front': 'Permis de conduire d’un mineur, recto (avec photo)',
  'id.specimen.adult-passport': 'Passeport d’un adulte',
  'id.front.intro':
    'Verso lu. Passons au recto, avec votre photo : photographiez toute la face qui montre votre photo, votre date de naissance et le numéro du document.',
  'id.front.guide': 'Cadrez tout le recto dans le cadre, ne bougez plus, évitez les reflets.',
  'id.front.reading': 'Lecture du recto…',
  'id.front.notRead':
    'Le texte imprimé au recto n’a pas pu être lu. Photographiez tout le recto, net et sans reflets.',
  'id.front.noPortrait':
    'Aucune photo n’a été trouvée sur cette face : photographiez le recto de la carte, la face avec votre photo.',
  'id.front.mismatch':
    'Le recto n’appartient pas au même document que le verso : la date de naissance ou le numéro du document diffèrent. Photographiez les deux faces d’un même document.',
  'id.front.expired': 'Trop de temps s’est écoulé : photographiez de nouveau le verso.',
  'id.front.restart': 'Recommencer par le verso',
  'id.hint.number-not-read':
    'Le numéro du document au recto n’a pas pu être lu : photographiez-le net et en entier.',
  'id.selfie.intro':
    'Document lu. Maintenant, un selfie en direct : nous comparons votre visage à la photo du document. Rien n’est conservé.',
  'id.selfie.mismatch': 'Le selfie ne correspond pas à la photo du document.',
  'id.selfie.again': 'Photographiez de nouveau le document, puis prenez le selfie.',
  'id.noPortrait':
    'Ce service compare la photo du document avec un selfie, et aucune photo n’a été trouvée : photographiez la page ou la face qui montre à la fois la photo du titulaire et le code-barres ou les lignes <<<.',
};

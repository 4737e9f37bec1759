/** Spanish text of the id-document method (glossary: src/service/i18n/glossary/es.md). */
export const es = {
  'method.id-document': 'Documento de identidad',
  'describe.id-document': 'Fotografía un pasaporte, un DNI o un permiso de conducir',
  'id.intro':
    'Fotografía la cara con los datos legibles por máquina: el código de barras del reverso de un permiso de conducir de EE. UU. o Canadá, o las dos o tres líneas de texto <<< de un pasaporte o documento de identidad.',
  'id.camera': 'Usar la cámara',
  'id.upload': 'Subir una foto',
  'id.take': 'Hacer la foto',
  'id.cancel': 'Cancelar',
  'id.guide':
    'Encaja el código de barras o las líneas <<< en el marco, no te muevas y evita reflejos.',
  'id.reading': 'Leyendo el documento…',
  'id.cameraDenied': 'La cámara no está disponible aquí. Sube una foto.',
  'id.heic':
    'Esta foto está en formato HEIC, que no se puede leer. Haz la foto desde esta página o guárdala como JPEG.',
  'id.tooLarge':
    'Esta foto es demasiado grande. Hazla de nuevo o sube una más pequeña (menos de 10 MB).',
  'id.retake': 'No hemos podido leer el documento. {hint} Inténtalo de nuevo.',
  'id.hint.blur': 'La foto está borrosa: no te muevas y deja que la cámara enfoque.',
  'id.hint.glare': 'La luz se refleja en el documento: inclínalo un poco.',
  'id.hint.too-small': 'El documento sale demasiado pequeño en la foto: acércate.',
  'id.hint.too-dark': 'La foto está demasiado oscura: ve a un lugar con más luz.',
  'id.hint.not-found':
    'No se han encontrado código de barras ni líneas <<<: fotografía la cara correcta.',
  'id.hint.not-an-id':
    'Ese código de barras no es de un permiso de conducir ni de un documento de identidad.',
  'id.hint.check-digits': 'Las líneas <<< no cuadran: fotografíalas nítidas y completas.',
  'id.expired': 'Este documento ha caducado. Usa un documento vigente.',
  'id.specimenRefused':
    'Es un documento de muestra, hecho para probar el servicio: no demuestra la edad de nadie. Usa tu propio documento.',
  'id.phone': '¿No hay cámara aquí? Escanea este código con tu móvil para continuar en él.',
  'id.privacy': 'La foto se lee en nuestro servidor y se borra al instante; nunca se guarda.',
  'id.specimens':
    'Documentos de muestra (modo de prueba): descarga uno y súbelo arriba, o muéstralo y fotografía la pantalla con tu móvil.',
  'id.show': 'Mostrar',
  'id.specimen.adult-licence': 'Permiso de conducir de un adulto',
  'id.specimen.minor-licence': 'Permiso de conducir de un menor',
  'id.specimen.adult-licence-front': 'Permiso de conducir de un adulto, anverso (con foto)',
  'id.specimen.minor-licence-front': 'Permiso de conducir de un menor, anverso (con foto)',
  'id.specimen.adult-passport': 'Pasaporte de un adulto',
  'id.front.intro':
    'Reverso leído. Ahora el anverso, con tu foto: fotografía toda la cara que muestra tu foto, tu fecha de nacimiento y el número del documento.',
  'id.front.guide': 'Encaja todo el anverso en el marco, no te muevas y evita reflejos.',
  'id.front.reading': 'Leyendo el anverso…',
  'id.front.notRead':
    'No se ha podido leer el texto impreso del anverso. Fotografía todo el anverso, nítido y sin reflejos.',
  'id.front.noPortrait':
    'No se ha encontrado ninguna foto en esta cara: fotografía el anverso de la tarjeta, la cara con tu foto.',
  'id.front.mismatch':
    'El anverso no es del mismo documento que el reverso: la fecha de nacimiento o el número del documento no coinciden. Fotografía las dos caras de un mismo documento.',
  'id.front.expired': 'Ha pasado demasiado tiempo: fotografía de nuevo el reverso.',
  'id.front.restart': 'Empezar de nuevo por el reverso',
  'id.hint.number-not-read':
    'No se ha podido leer el número del documento en el anverso: fotografíalo nítido y completo.',
  'id.selfie.intro':
    'Documento leído. Ahora un selfi en directo: comparamos tu cara con la foto del documento. No se guarda nada.',
  'id.selfie.mismatch': 'El selfi no coincide con la foto del documento.',
  'id.selfie.again': 'Fotografía de nuevo el documento y después haz el selfi.',
  'id.noPortrait':
    'Este servicio compara la foto del documento con un selfi y no se ha encontrado ninguna foto: fotografía la página o cara que muestra a la vez la foto del titular y el código de barras o las líneas <<<.',
};

import type { TestPagesMessages } from './en';

/** Spanish text of the test bank's and test wallet's pages (glossary: src/service/i18n/glossary/es.md). */
export const es: TestPagesMessages = {
  'bank.bar': 'BANCO DE PRUEBA — solo modo de prueba, sin cuentas reales',
  'bank.signIn': 'Inicia sesión en el Banco de prueba',
  'bank.chooseHolder': 'Elige un titular de cuenta de prueba.',
  'bank.share': '¿Compartir con este sitio?',
  'bank.asks': '{client} pide al Banco de prueba que comparta:',
  'bank.ask.birthdate': 'tu fecha de nacimiento',
  'bank.ask.ageOver': 'si tienes {age} años o más',
  'bank.ask.identifier': 'un identificador para este sitio',
  'bank.allow': 'Permitir',
  'bank.decline': 'Rechazar',
  'bank.returning': 'Volviendo al sitio…',
  'bank.continue': 'Continuar',
  'bank.errorTitle': 'Error del Banco de prueba',
  'bank.expiredTitle': 'La sesión ha caducado',
  'bank.expiredBody': 'Vuelve a empezar desde el sitio del que vienes.',
  'bank.problemTitle': 'Algo ha fallado',
  'bank.formTooLarge': 'El formulario es demasiado grande.',
  'bank.signInFirst': 'Inicia sesión primero.',
  'bank.wrongMethod':
    'Esta página no se puede abrir así. Vuelve a empezar desde el sitio del que vienes.',
  'wallet.title': 'Cartera de prueba de ofage',
  'wallet.bar': 'MODO DE PRUEBA — cartera de prueba de ofage',
  'wallet.heading': '¿Compartir tu edad?',
  'wallet.reading': 'Leyendo la solicitud…',
  'wallet.shareOverPid': 'Compartir: supera la edad (EU PID, SD-JWT VC)',
  'wallet.shareOverMdl': 'Compartir: supera la edad (permiso de conducir móvil, mdoc)',
  'wallet.shareUnderPid': 'Compartir: NO supera la edad (EU PID)',
  'wallet.shareOverAv': 'Compartir: mayor de la edad (aplicación europea de verificación de edad)',
  'wallet.shareUnderAv':
    'Compartir: NO mayor de la edad (aplicación europea de verificación de edad)',
  'wallet.shareUntrustedAv':
    'Compartir: mayor de la edad, de un proveedor no fiable (aplicación de verificación de edad)',
  'wallet.shareRevokedAv':
    'Compartir: mayor de la edad, atestación revocada (aplicación de verificación de edad)',
  'wallet.decline': 'Rechazar',
  'wallet.noRequest':
    'No hay solicitud: abre esta página desde el enlace del código QR de una verificación.',
  'wallet.unknownRequest': 'Esta solicitud es desconocida, ya se ha usado o ha caducado.',
  'wallet.asks': 'Un verificador pide un solo atributo: {claim}. No se comparte nada más.',
  'wallet.declined': 'Rechazado. No se ha compartido nada.',
  'wallet.couldNotAnswer': 'La cartera de prueba no ha podido responder: {detail}',
  'wallet.shared': 'Compartido. Puedes volver a la verificación.',
  'wallet.refused': 'El verificador ha rechazado la respuesta.',
};

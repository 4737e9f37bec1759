import type { en } from './en';

/** Spanish widget text (glossary: src/service/i18n/glossary/es.md). */
export const es: typeof en = {
  title: 'Verificación de edad',
  testModeBar: 'MODO DE PRUEBA — los resultados solo valen para pruebas',
  stepOf: 'Paso {n} de 3 — {label}',
  stepLabelChoose: 'Elegir un método',
  stepLabelVerify: 'Demostrar tu edad',
  stepChoose: 'Elige cómo demostrar tu edad',
  stepResult: 'Resultado',
  language: 'Idioma',
  intro: '{site} te pide que confirmes tu edad.',
  nextChoose:
    'A continuación, demuestras tu edad con el método que elijas. {site} solo conoce el resultado.',
  nextVerify: 'A continuación, verás tu resultado y se lo comunicaremos a {site}.',
  checking: 'Comprobando qué admite este navegador…',
  attemptsLeft:
    '{n, plural, =0 {No quedan intentos} one {Queda # intento} many {Quedan # intentos} other {Quedan # intentos}}',
  noMethodsLive:
    'Este servicio aún no ofrece ningún método de verificación, así que aquí no se puede comprobar tu edad. Vuelve a {site} y avísales.',
  noMethodsDevice:
    'Ninguno de los métodos disponibles funciona en este navegador o aplicación. Abre este enlace en tu navegador habitual o continúa en tu móvil.',
  back: 'Elegir otro método',
  simTitle: 'Simular un resultado',
  simHelp: 'Elige qué debe encontrar la comprobación «{method}».',
  'outcome.adult': 'Adulto (30)',
  'outcome.teen': 'Adolescente (16)',
  'outcome.child': 'Niño (10)',
  'outcome.inconclusive': 'No concluyente (sin indicio de edad)',
  'outcome.fraudulent': 'Fraudulento (suplantación detectada)',
  'outcome.custom': 'Edad a elegir',
  customAge: 'Edad en años',
  customAgeInvalid: 'Introduce un número entero de años entre 0 y 120.',
  walletKind: 'Cartera',
  'wallet.eudi-wallet': 'Cartera Europea de Identidad Digital',
  'wallet.apple-wallet': 'Apple Wallet (documento de identidad)',
  'wallet.google-wallet': 'Google Wallet (documento de identidad)',
  submit: 'Enviar resultado simulado',
  working: 'Comprobando…',
  inconclusive:
    'No se ha podido determinar tu edad con «{method}». Inténtalo de nuevo ({n, plural, one {te queda # intento} many {te quedan # intentos} other {te quedan # intentos}}) o elige otro método.',
  methodExhausted: 'Se han agotado los intentos con «{method}». Elige otro método.',
  errorNetwork:
    'No se puede contactar con el servicio de verificación. Comprueba tu conexión e inténtalo de nuevo.',
  errorGeneric: 'No ha funcionado: {detail}. Inténtalo de nuevo o elige otro método.',
  loadFailed:
    'No se ha podido cargar este paso. Comprueba tu conexión y vuelve a cargar la página.',
  pass: 'Tu edad está confirmada',
  passDetail: 'Hemos comunicado a {site} que cumples su requisito de edad.',
  fail: 'No se ha podido confirmar tu edad',
  'failure.age-criteria-not-met': 'No cumples el requisito de edad de {site}.',
  'failure.max-attempts-exceeded': 'Se han agotado todos los intentos sin obtener un resultado.',
  'failure.fraudulent-activity-detected':
    'La comprobación se ha detenido porque algo no parecía correcto.',
  done: 'Listo',
  redirecting: 'Volviendo a {site}…',
  redirectingAfterOffer:
    'Volverás a {site} en unos segundos, salvo que antes guardes una llave de edad.',
  continueLink: 'Continuar a {site}',
  closeWindow: 'Ya puedes cerrar esta ventana.',
  handoffDone: 'Listo. Puedes continuar en tu ordenador.',
  phoneToggle: 'Continuar en tu móvil',
  phoneHelp:
    'Escanea este código con la cámara de tu móvil y termina allí. Esta página se actualiza sola.',
  qrAlt: 'Código QR que abre esta verificación de edad en tu móvil',
  phoneLink: 'O abre este enlace en tu móvil:',
  expiredTitle: 'Este enlace ha caducado',
  expiredBody:
    'Los enlaces de verificación de edad son válidos durante 14 días. Vuelve al sitio del que venías y empieza de nuevo la verificación.',
  finishedTitle: 'Esta verificación de edad ha terminado',
  finishedBody:
    'Ya tiene un resultado, así que este enlace ya no la abre. Vuelve al sitio del que venías; si te sigue pidiendo la edad, empieza allí de nuevo la verificación.',
  invalidTitle: 'Este enlace no funciona',
  invalidBody:
    'El enlace está incompleto o se ha modificado. Vuelve al sitio del que venías y empieza de nuevo la verificación.',
  frameNotAllowed:
    'Esta verificación de edad se muestra dentro de un sitio que no está registrado para ello. Ábrela directamente desde la tienda.',
};

/** Spanish text of the digital-wallet method (glossary: src/service/i18n/glossary/es.md). */
export const es = {
  'method.digital-wallet': 'Cartera digital',
  'describe.digital-wallet': 'Comparte solo una prueba de edad desde tu cartera',
  walletIntro:
    'Tu cartera comparte una sola cosa: que tienes la edad requerida. Ni tu nombre ni tu fecha de nacimiento.',
  walletThisDevice: 'Usar una cartera en este dispositivo',
  walletOtherDevice: 'Usar una cartera en tu móvil',
  walletScan: 'Escanea este código con la app de tu cartera o ábrelo en este móvil:',
  walletQrAlt: 'Código QR para tu aplicación de cartera',
  walletScanInstead: '¿Tu navegador no muestra ninguna ventana? Escanea el código con tu móvil:',
  walletOpenApp: 'Abrir la app de la cartera',
  walletAvScan: '¿Usa la aplicación europea de verificación de edad? Escanee este código con ella:',
  walletAvQrAlt: 'Código QR para la aplicación de verificación de edad de la UE',
  walletOpenAvApp: 'Abrir la aplicación de verificación de edad',
  walletWaiting: 'Esperando a tu cartera…',
  walletTestWallet: 'Abrir la cartera de prueba (modo de prueba)',
  walletNoWallet:
    'Ninguna cartera de este dispositivo tiene una credencial con tu edad. Prueba con tu móvil.',
  walletDeclined: 'Lo has rechazado en tu cartera. No se ha compartido nada.',
  walletNotShared:
    'Tu cartera no ha podido responder a esta solicitud, así que no se ha compartido nada. Inténtalo de nuevo o elige otro método.',
  walletThisDeviceWaiting:
    'Esperando a una cartera de este dispositivo. Elige una en la ventana que muestra tu navegador.',
  walletCancel: 'Cancelar',
  walletCancelled: 'Cancelado. No se ha compartido nada.',
  walletTimeout:
    'Ninguna cartera de este dispositivo ha respondido. Usa una cartera en tu móvil: escanea el código de abajo.',
  walletUnsupported:
    'Este navegador no puede consultar directamente una cartera. Usa una cartera en tu móvil con el código de abajo.',
  walletRefused:
    'No se ha podido aceptar la respuesta de la cartera ({reason}). Inténtalo de nuevo o elige otro método.',
  walletExpired: 'Esta solicitud ha caducado. Empieza de nuevo.',
};

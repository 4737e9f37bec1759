import type { AgeGateLabels } from '../age-gate-props';

/** Spanish text of the <AgeGate> card (glossary: src/service/i18n/glossary/es.md). */
export const es: AgeGateLabels = {
  heading: 'Verifica tu edad',
  intro: 'Tienes que ser mayor de edad para ver esta página. Verifica tu edad para continuar.',
  how: 'Alrededor de un minuto, con el método que elijas: un selfi, un documento de identidad, una cartera digital, una llave de edad…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} solo recibe el resultado, nunca tu nombre, tus fotos ni tus documentos. Las imágenes no se guardan.',
  keptUnnamed:
    'Este sitio solo recibe el resultado, nunca tu nombre, tus fotos ni tus documentos. Las imágenes no se guardan.',
  ageKey:
    'Después, guarda una llave de edad en este dispositivo: la próxima vez bastará con un toque.',
  start: 'Verificar mi edad',
  checking: 'Consultando tu verificación de edad…',
  creating: 'Iniciando la verificación…',
  confirming: 'Confirmando tu resultado…',
  verified: 'Tu edad está verificada.',
  failed: 'No hemos podido verificar tu edad.',
  pending: 'Tu verificación aún no ha terminado.',
  checkAgain: 'Volver a comprobar',
  error: 'Algo ha fallado en la verificación. Inténtalo de nuevo.',
  mismatch: 'Esa verificación se inició en otro navegador. Vuelve a empezar aquí.',
  cancelled: 'Verificación cancelada.',
  retry: 'Intentar de nuevo',
  close: 'Cerrar',
  topLevel: '¿Tienes problemas? Continúa en esta ventana',
  unresponsive: 'No se ha podido mostrar la verificación aquí. Continúa en esta ventana.',
  title: 'Verificación de edad',
  'failure.age-criteria-not-met':
    'La verificación no ha demostrado que cumplas el requisito de edad.',
  'failure.max-attempts-exceeded':
    'La verificación ha terminado tras demasiados intentos fallidos.',
  'failure.fraudulent-activity-detected': 'La verificación no se ha aceptado.',
  'failure.criteria-not-met': 'La verificación no cumple el requisito de edad de esta página.',
  'failure.revoked': 'La verificación se ha revocado.',
  unreachable:
    'No se puede contactar con la verificación de edad. Comprueba tu conexión e inténtalo de nuevo.',
};

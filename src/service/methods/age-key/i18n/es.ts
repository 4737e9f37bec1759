/** Spanish text of the age-key method (glossary: src/service/i18n/glossary/es.md). */

/** Its name and description in the method picker. */
export const es = {
  'method.age-key': 'Llave de edad',
  'describe.age-key': 'Usa una llave de acceso que ya demuestra tu edad',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const esCeremony = {
  use: 'Usar mi llave de edad',
  useHelp:
    'Tu dispositivo te pide que desbloquees la llave de acceso que guarda tu prueba de edad. No se comparte nada más.',
  noKey:
    '¿Aún no tienes llave de edad? Elige antes otro método; después podrás guardar una llave de edad para la próxima vez.',
  upgrade:
    'Tu llave de edad demuestra {n}+, y aquí no basta. Verifica tu edad con otro método y después actualiza tu llave de edad.',
  upgradeMethod:
    'La prueba de tu llave de edad no se acepta aquí. Verifica tu edad con otro método y después actualiza tu llave de edad.',
  upgradeTest:
    'Tu llave de edad se creó en modo de prueba y no sirve para una verificación real. Verifica tu edad con otro método y después actualiza tu llave de edad.',
  declined: 'No se ha usado ninguna llave de edad. Inténtalo de nuevo o elige otro método.',
  'refused.counter':
    'Esta llave de edad parece copiada de otro dispositivo y se ha rechazado. Elige otro método.',
  'refused.user-verification':
    'Tu dispositivo no ha confirmado que eres tú (PIN o biometría). Inténtalo de nuevo con la confirmación activada.',
  'refused.revoked': 'Esta llave de edad se ha revocado. Elige otro método.',
  'refused.unknown-key': 'Esta llave de edad no se conoce aquí (quizá se olvidó).',
  refused: 'No se ha podido comprobar la llave de edad. Inténtalo de nuevo o elige otro método.',
  error: 'No ha funcionado: {detail}.',
  working: 'Esperando a tu dispositivo…',
  saveTitle: 'Guardar una llave de edad',
  saveHelp:
    'La próxima vez, demuestra tu edad con un toque en cualquier sitio que use este servicio. La llave de acceso solo guarda tu prueba de edad, nunca tu nombre.',
  saveButton: 'Guardar una llave de edad',
  saved: 'Llave de edad guardada. La próxima vez elige «Llave de edad».',
  updateTitle: 'Actualizar tu llave de edad',
  updateHelp:
    'Pon esta nueva prueba de edad en tu llave de edad para que aquí baste la próxima vez.',
  updateButton: 'Actualizar mi llave de edad',
  updated: 'Llave de edad actualizada: ahora demuestra {n}+.',
  savedTest: 'Es una llave de prueba: solo funciona en modo de prueba.',
  openWindow: 'Abrir una ventana para guardar tu llave de edad',
  windowHelp:
    'Tu navegador no permite guardar una llave de acceso dentro de este sitio. Usa una ventana pequeña.',
  forget: 'Olvidar mi llave de edad',
  forgotten:
    'Tu llave de edad se ha borrado del servicio. También puedes quitar la llave de acceso de tu dispositivo.',
};

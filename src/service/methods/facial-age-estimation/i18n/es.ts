/** Spanish text of the facial-age-estimation method (glossary: src/service/i18n/glossary/es.md). */
export const es = {
  'method.facial-age-estimation': 'Estimación de edad facial',
  'describe.facial-age-estimation': 'Tu cámara estima tu edad; no se guarda ninguna imagen',
  'face.intro':
    'Tu cámara toma unas cuantas imágenes mientras giras la cabeza. Se analizan en nuestro servidor y se borran al instante; no se guarda ninguna.',
  'face.useCamera': 'Usar mi cámara',
  'face.useCameraTest': 'Usar mi cámara (estimación real)',
  'face.opening': 'Abriendo la cámara…',
  'face.preview': 'Vista previa de la cámara: coloca tu cara dentro del óvalo',
  'face.ready': 'Coloca tu cara dentro del óvalo y pulsa Empezar.',
  'face.start': 'Empezar',
  'face.cancel': 'Detener la cámara',
  'face.hint.too-dark': 'Hay muy poca luz: ponte frente a una ventana o enciende una luz.',
  'face.hint.hold-still': 'No te muevas un momento.',
  'face.hint.no-face': 'No vemos ninguna cara: coloca tu cara dentro del óvalo.',
  'face.hint.too-far': 'Acércate un poco, para que tu cara llene el óvalo.',
  'face.hint.several-faces': 'Solo puede aparecer una persona en la imagen.',
  'face.prompt.look': 'Mira directamente a la cámara.',
  'face.prompt.left': 'Gira despacio la cabeza hacia tu izquierda.',
  'face.prompt.right': 'Ahora gira despacio la cabeza hacia tu derecha.',
  'face.prompt.still': 'Mira a la cámara y no te muevas.',
  'face.finding': 'Buscando tu cara…',
  'face.sending': 'Comprobando…',
  'face.liveness.no-turn':
    'No hemos visto girar tu cabeza como se pedía. Inténtalo de nuevo siguiendo las indicaciones.',
  'face.liveness.frames-repeated':
    'Estas imágenes no parecen de una cámara en directo. Usa tu propia cámara, no una foto ni un vídeo.',
  'face.liveness.spoof-scores':
    'Estas imágenes no parecen de una cámara en directo. Usa tu propia cámara, no una foto ni un vídeo.',
  'face.livenessOff':
    'Modo de prueba: la prueba de vida está desactivada para este producto, así que una foto pasaría. Las verificaciones reales siempre la hacen.',
  'face.error.denied':
    'Se ha denegado el acceso a la cámara. Permite la cámara en los ajustes del navegador e inténtalo de nuevo, o elige otra forma.',
  'face.error.no-camera': 'No se ha encontrado ninguna cámara en este dispositivo.',
  'face.error.busy': 'Otra app está usando la cámara. Ciérrala e inténtalo de nuevo.',
  'face.error.unsupported': 'Este navegador no puede usar la cámara aquí.',
  'face.error.other': 'No se ha podido iniciar la cámara.',
  'face.tryAgain': 'Intentar de nuevo',
  'face.other': 'Elegir otra forma',
  'face.handoff': 'O continúa en tu móvil: escanea este código con su cámara.',
  'face.qrAlt': 'Código QR para continuar en tu móvil',
};

// UNTRANSLATED: an English placeholder (issue 34). Replace every text, then delete this line.
/** Ukrainian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/uk.md). */
export const uk = {
  'method.facial-age-estimation': 'Face age estimate',
  'describe.facial-age-estimation': 'Your camera estimates your age; no image is kept',
  'face.intro':
    'Your camera takes a few pictures while you turn your head. They are checked on our server and deleted at once; no picture is kept.',
  'face.useCamera': 'Use my camera',
  'face.useCameraTest': 'Use my camera (real estimate)',
  'face.opening': 'Opening the camera…',
  'face.preview': 'Camera preview: place your face inside the oval',
  'face.ready': 'Place your face inside the oval, then press Start.',
  'face.start': 'Start',
  'face.cancel': 'Stop the camera',
  'face.hint.too-dark': 'It is too dark: face a window or turn on a light.',
  'face.hint.hold-still': 'Hold still for a moment.',
  'face.hint.no-face': 'We could not see a face: place your face inside the oval.',
  'face.hint.too-far': 'Come a little closer, so your face fills the oval.',
  'face.hint.several-faces': 'Only one person may be in the picture.',
  'face.prompt.look': 'Look straight at the camera.',
  'face.prompt.left': 'Slowly turn your head to your left.',
  'face.prompt.right': 'Now slowly turn your head to your right.',
  'face.prompt.still': 'Look at the camera and hold still.',
  'face.finding': 'Looking for your face…',
  'face.sending': 'Checking…',
  'face.liveness.no-turn':
    'We could not see your head turn as asked. Try again and follow the prompts.',
  'face.liveness.frames-repeated':
    'These pictures do not look like a live camera. Use your own camera, not a photo or a video.',
  'face.liveness.spoof-scores':
    'These pictures do not look like a live camera. Use your own camera, not a photo or a video.',
  'face.livenessOff':
    'Test mode: the liveness check is switched off for this product, so a photo would pass. Live verifications always check liveness.',
  'face.error.denied':
    'Camera access was refused. Allow the camera in your browser settings and try again, or choose another way.',
  'face.error.no-camera': 'No camera was found on this device.',
  'face.error.busy': 'The camera is being used by another app. Close it and try again.',
  'face.error.unsupported': 'This browser cannot use the camera here.',
  'face.error.other': 'The camera could not be started.',
  'face.tryAgain': 'Try again',
  'face.other': 'Choose another way',
  'face.handoff': 'Or continue on your phone: scan this code with its camera.',
  'face.qrAlt': 'QR code to continue on your phone',
};

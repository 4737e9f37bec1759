// UNTRANSLATED: an English placeholder (issue 34). Replace every text, then delete this line.
/** Vietnamese text of the id-document method (glossary: src/service/i18n/glossary/vi.md). */
export const vi = {
  'method.id-document': 'ID document',
  'describe.id-document': 'Photograph a passport, ID card or driving licence',
  'id.intro':
    'Photograph the side with the machine-readable data: the barcode on the back of a US or Canadian driving licence, or the two or three lines of <<< text on a passport or ID card.',
  'id.camera': 'Use the camera',
  'id.upload': 'Upload a photo',
  'id.take': 'Take photo',
  'id.cancel': 'Cancel',
  'id.guide': 'Fit the barcode or the <<< lines inside the frame, hold still, avoid reflections.',
  'id.reading': 'Reading the document…',
  'id.cameraDenied': 'The camera is not available here. Upload a photo instead.',
  'id.heic':
    'This photo is in HEIC format, which cannot be read. Take the photo from this page, or save it as JPEG.',
  'id.tooLarge': 'This photo is too large. Take it again or upload a smaller one (under 10 MB).',
  'id.retake': 'We could not read the document. {hint} Try again.',
  'id.hint.blur': 'The photo is blurred: hold still and let the camera focus.',
  'id.hint.glare': 'Light reflects off the document: tilt it a little.',
  'id.hint.too-small': 'The document is too small in the photo: move closer.',
  'id.hint.too-dark': 'The photo is too dark: move to a brighter place.',
  'id.hint.not-found': 'No barcode or <<< lines were found: photograph the right side.',
  'id.hint.not-an-id': 'That barcode is not from a driving licence or ID card.',
  'id.hint.check-digits': 'The <<< lines did not check out: photograph them sharp and whole.',
  'id.expired': 'This document has expired. Use a valid document.',
  'id.specimenRefused':
    'This is a specimen document, made for trying the service: it proves nobody’s age. Use your own document.',
  'id.phone': 'No camera here? Scan this code with your phone to continue there.',
  'id.privacy': 'The photo is read on our server and deleted at once; it is never stored.',
  'id.specimens':
    'Specimen documents (test mode): download one and upload it above, or show it and photograph the screen with your phone.',
  'id.show': 'Show',
  'id.specimen.adult-licence': 'Adult’s driving licence',
  'id.specimen.minor-licence': 'Minor’s driving licence',
  'id.specimen.adult-licence-front': 'Adult’s driving licence, front (with photo)',
  'id.specimen.minor-licence-front': 'Minor’s driving licence, front (with photo)',
  'id.specimen.adult-passport': 'Adult’s passport',
  'id.front.intro':
    'Back read. Now the front, with your photo: photograph the whole side that shows your photo, your date of birth and the document number.',
  'id.front.guide': 'Fit the whole front inside the frame, hold still, avoid reflections.',
  'id.front.reading': 'Reading the front…',
  'id.front.notRead':
    'The printed text of the front could not be read. Photograph the whole front, sharp and without reflections.',
  'id.front.noPortrait':
    'No photo was found on this side: photograph the front of the card, the side with your photo.',
  'id.front.mismatch':
    'The front does not belong to the same document as the back: its date of birth or document number differ. Photograph both sides of one document.',
  'id.front.expired': 'Too much time has passed: photograph the back again.',
  'id.front.restart': 'Start again with the back',
  'id.hint.number-not-read':
    'The document number on the front could not be read: photograph it sharp and whole.',
  'id.selfie.intro':
    'Document read. Now a live selfie: we compare your face with the photo on the document. Nothing is stored.',
  'id.selfie.mismatch': 'The selfie did not match the photo on the document.',
  'id.selfie.again': 'Photograph the document again, then take the selfie.',
  'id.noPortrait':
    'This service compares the photo on the document with a selfie, and no photo was found: photograph the page or side that shows both the holder’s photo and the barcode or <<< lines.',
};

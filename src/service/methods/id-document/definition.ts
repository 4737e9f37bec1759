import { findFace } from '../facial-age-estimation/find-face';
import { taskModule } from '../kit/task-module';
import type { MethodDefinition } from '../kit/method-definition';
import { idDocumentMessages } from './messages';
import { simulateIdDocument } from './simulate';
import { submitFront } from './front-step';
import { specimenDocument } from './specimen-document';
import { submitSelfie } from './selfie-step';
import { READ_DOCUMENT_TASK, submitDocument } from './submit-document';

/**
 * Government ID document (spec: "government ID document verification", flow `id-scan`): a photo
 * of the document's machine-readable side, read on the server in the worker pool — the PDF417
 * barcode of a US or Canadian driving licence or ID card (AAMVA), or the MRZ of a passport or
 * ID card (ICAO 9303 TD3, TD1, TD2) — into an exact age. Test mode serves specimen documents.
 * Live while the pool loads the reader (a read waits for it) and once it has loaded it.
 */

export const idDocumentMethod: MethodDefinition = {
  id: 'id-document',
  simulate: simulateIdDocument,
  messages: idDocumentMessages,
  isLive: (ctx) => ctx.workers?.offers(READ_DOCUMENT_TASK) ?? false,
  workerModules: [taskModule(import.meta.url, 'id-tasks')],
  libraries: {
    purpose: 'ID document verification',
    packages: [
      'tesseract.js',
      'tesseract.js-core',
      '@tesseract.js-data/eng',
      'zxing-wasm',
      'sharp',
    ],
  },
  actions: {
    submit: submitDocument,
    front: submitFront,
    selfie: submitSelfie,
    // The selfie's camera looks for a face before its prompts, as the face method's does.
    'find-face': findFace,
    specimen: specimenDocument,
  },
};

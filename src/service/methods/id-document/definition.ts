import type { MethodDefinition } from '../kit/method-definition';
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
 * Live when the pool has loaded the reader.
 */
/**
 * Not a literal inside `new URL(...)`: a bundler would take that for an asset to emit. Only the
 * custom server and the tests start the pool, which loads this file with tsx.
 */
const TASKS = './id-tasks.ts';

export const idDocumentMethod: MethodDefinition = {
  id: 'id-document',
  simulate: simulateIdDocument,
  isLive: (ctx) => ctx.workers?.serves(READ_DOCUMENT_TASK) ?? false,
  workerModules: [new URL(TASKS, import.meta.url).href],
  actions: {
    submit: submitDocument,
    front: submitFront,
    selfie: submitSelfie,
    specimen: specimenDocument,
  },
};

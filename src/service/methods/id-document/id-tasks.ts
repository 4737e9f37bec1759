import { readAamvaDocument } from './aamva-document';
import type { DocumentRead } from './document-facts';
import { decodeDocumentImage, retakeHint } from './document-image';
import { loadPdf417Reader, readPdf417 } from './read-pdf417';

/**
 * Worker-pool task module of the id-document method (`WorkerTaskModule`): decoding, barcode
 * reading and parsing run here, off the API's event loop. The image and everything read from
 * it stay in this thread; only `DocumentFacts` (dates and issuer) go back.
 */
export async function init(): Promise<void> {
  await loadPdf417Reader();
}

export interface ReadDocumentInput {
  /** The uploaded JPEG or PNG, transferred (not copied) to this thread. */
  image: ArrayBuffer;
}

export const tasks = {
  'id-document.read': async ({ image }: ReadDocumentInput): Promise<DocumentRead> => {
    const decoded = await decodeDocumentImage(new Uint8Array(image));
    const barcode = await readPdf417(decoded);
    if (barcode) {
      const facts = readAamvaDocument(barcode.text);
      return facts ? { read: true, facts } : { read: false, hint: 'not-an-id', foundOther: true };
    }
    return { read: false, hint: retakeHint(decoded) };
  },
};

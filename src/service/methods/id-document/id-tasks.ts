import { readAamvaDocument } from './aamva-document';
import type { DocumentRead } from './document-facts';
import { decodeDocumentImage, retakeHint, type DocumentImage } from './document-image';
import { readMrzDocument } from './mrz-document';
import { loadMrzReader, readMrzLines } from './read-mrz';
import { loadPdf417Reader, readPdf417 } from './read-pdf417';

/**
 * Worker-pool task module of the id-document method (`WorkerTaskModule`): decoding, barcode
 * reading, OCR and parsing run here, off the API's event loop. The image and everything read
 * from it stay in this thread; only `DocumentFacts` (dates and issuer) go back.
 */
export async function init(options: { idDocumentLanguageDir?: string } = {}): Promise<void> {
  await loadPdf417Reader();
  await loadMrzReader(options.idDocumentLanguageDir);
}

export interface ReadDocumentInput {
  /** The uploaded JPEG or PNG, transferred (not copied) to this thread. */
  image: ArrayBuffer;
  /** ISO date of the service's clock: the century of an MRZ's two-digit years depends on it. */
  today: string;
}

export const tasks = {
  /**
   * Cheapest first: the barcode as photographed (a licence, ~0.1 s), then the MRZ (a passport
   * or ID card, ~0.4 s), then the barcode turned and scaled (a licence photographed askew).
   */
  'id-document.read': async ({ image, today }: ReadDocumentInput): Promise<DocumentRead> => {
    const decoded = await decodeDocumentImage(new Uint8Array(image));
    const barcode = (await readPdf417(decoded, 'plain')) ?? undefined;
    if (barcode) return fromBarcode(barcode.text);
    const mrz = await readMrz(decoded, today);
    if (mrz) return mrz;
    const retried = await readPdf417(decoded, 'retries');
    if (retried) return fromBarcode(retried.text);
    return { read: false, hint: retakeHint(decoded) };
  },
};

function fromBarcode(text: string): DocumentRead {
  const facts = readAamvaDocument(text);
  return facts ? { read: true, facts } : { read: false, hint: 'not-an-id', foundOther: true };
}

/**
 * The MRZ as photographed, then turned upside down: an upside-down zone also reads as 2–3 lines
 * of text, which then fail their check digits — only when neither way holds is that the answer.
 */
async function readMrz(image: DocumentImage, today: string): Promise<DocumentRead | null> {
  let failed: DocumentRead | null = null;
  for (const turn of [0, 180] as const) {
    const lines = await readMrzLines(image, turn);
    const facts = lines && readMrzDocument(lines, today);
    if (!facts) continue;
    if (!('invalid' in facts)) return { read: true, facts };
    failed = { read: false, hint: 'check-digits' };
  }
  return failed;
}

import { aamvaDocumentNumber, readAamvaDocument } from './aamva-document';
import type { DocumentRead, FrontRead } from './document-facts';
import { decodeDocumentImage, retakeHint, type DocumentImage } from './document-image';
import { backHashes, frontHashes } from './front-binding';
import { mrzDocumentNumber, mrzSpecimen, readMrzDocument } from './mrz-document';
import { loadFrontReader, readFrontText } from './read-front';
import { correctMrz } from './correct-mrz';
import { loadMrzReader, readMrzSymbols } from './read-mrz';
import { loadPdf417Reader, readPdf417 } from './read-pdf417';
import { aamvaIsSpecimen, frontIsSpecimen } from './specimen-marks';

/**
 * Worker-pool task module of the id-document method (`WorkerTaskModule`): decoding, barcode
 * reading, OCR and parsing run here, off the API's event loop. The image and everything read
 * from it stay in this thread; only `DocumentFacts` (dates and issuer), keyed hashes and whether
 * the document is one of the service's specimens go back.
 */
export async function init(
  options: { idDocumentLanguageDir?: string; idDocumentFrontLanguageDir?: string } = {},
): Promise<void> {
  await loadPdf417Reader();
  await loadMrzReader(options.idDocumentLanguageDir);
  await loadFrontReader(options.idDocumentFrontLanguageDir);
}

export interface ReadDocumentInput {
  /** The uploaded JPEG or PNG, transferred (not copied) to this thread. */
  image: ArrayBuffer;
  /** ISO date of the service's clock: the century of an MRZ's two-digit years depends on it. */
  today: string;
  /**
   * The key of a front step that may follow (`front-binding.ts`): given, the answer carries the
   * keyed hashes of the date of birth and document number, so the number never leaves here.
   */
  bindKey?: Uint8Array;
}

export interface ReadFrontInput {
  /** The photo of the front, transferred to this thread. */
  image: ArrayBuffer;
  /** The front step's binding key: the front's dates and tokens leave this thread hashed. */
  bindKey: Uint8Array;
}

export const tasks = {
  /**
   * Cheapest first: the barcode as photographed (a licence, ~0.1 s), then the MRZ (a passport
   * or ID card, ~0.4 s a pass), then the barcode turned and scaled (a licence photographed askew).
   */
  'id-document.read': async ({
    image,
    today,
    bindKey,
  }: ReadDocumentInput): Promise<DocumentRead> => {
    const decoded = await decodeDocumentImage(new Uint8Array(image));
    const key = bindKey ? Buffer.from(bindKey) : undefined;
    const barcode = (await readPdf417(decoded, 'plain')) ?? undefined;
    if (barcode) return fromBarcode(barcode.text, key);
    const mrz = await readMrz(decoded, today, key);
    if (mrz) return mrz;
    const retried = await readPdf417(decoded, 'retries');
    if (retried) return fromBarcode(retried.text, key);
    return { read: false, hint: retakeHint(decoded) };
  },
  /**
   * The front of a licence or ID card: its printed text read by the LSTM OCR, and
   * every date and number candidate in it hashed with the step's key. The portrait is looked for
   * by `face.portrait` on the same photo, in parallel.
   */
  'id-document.front': async ({ image, bindKey }: ReadFrontInput): Promise<FrontRead> => {
    const decoded = await decodeDocumentImage(new Uint8Array(image));
    const text = await readFrontText(decoded);
    const hashes = frontHashes(Buffer.from(bindKey), text);
    const specimen = frontIsSpecimen(text);
    return hashes.printed
      ? { read: true, hashes, specimen }
      : { read: false, hint: retakeHint(decoded), specimen };
  },
};

function fromBarcode(text: string, key: Buffer | undefined): DocumentRead {
  const facts = readAamvaDocument(text);
  if (!facts) return { read: false, hint: 'not-an-id', foundOther: true };
  return {
    read: true,
    facts,
    ...binding(key, facts.dateOfBirth, aamvaDocumentNumber(text)),
    specimen: aamvaIsSpecimen(text),
  };
}

function binding(key: Buffer | undefined, dateOfBirth: string, number: string | null) {
  return key && number ? { binding: backHashes(key, dateOfBirth, number) } : {};
}

/**
 * Where the MRZ is looked for, in order: as photographed, then turned upside down (an
 * upside-down zone also reads as 2–3 lines of text, which then fail their check digits), each
 * with its characters ~36 px high; then both again at ~28 px — Tesseract's classifier makes its
 * close calls (OCR-B's W and N, O and 0) differently at another size. Most photos are read by the
 * first pass; only a zone no pass reads costs all four.
 */
const PASSES = [
  [0, 36],
  [180, 36],
  [0, 28],
  [180, 28],
] as const;

/**
 * The MRZ's facts, from the first pass whose reading — corrected by the check digits
 * (`correct-mrz.ts`) — holds; `check-digits` when a zone was found but no pass's reading holds.
 */
async function readMrz(
  image: DocumentImage,
  today: string,
  key: Buffer | undefined,
): Promise<DocumentRead | null> {
  let failed: DocumentRead | null = null;
  for (const [turn, charHeight] of PASSES) {
    const ocr = await readMrzSymbols(image, turn, charHeight);
    const corrected = ocr && correctMrz(ocr);
    if (!corrected) continue;
    const facts = corrected.valid ? readMrzDocument(corrected.lines, today) : null;
    if (corrected.valid && facts && !('invalid' in facts)) {
      const number = mrzDocumentNumber(corrected.lines);
      return {
        read: true,
        facts,
        ...binding(key, facts.dateOfBirth, number),
        specimen: mrzSpecimen(corrected.lines),
      };
    }
    failed = { read: false, hint: 'check-digits' };
  }
  return failed;
}

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { DocumentImage } from './document-image';
import { ServiceError } from '../../errors/service-error';

let ocr: Worker | undefined;

/**
 * Starts the second Tesseract of the id-document worker: the one that reads a document's front,
 * ordinary printed text in many fonts and sizes. That is the LSTM engine's work (the MRZ reader's
 * legacy engine is tuned to one fixed font), with `@tesseract.js-data/eng`'s `4.0.0_best_int`
 * model — the package also ships `4.0.0`, the legacy engine's data the MRZ reader uses. Everything
 * comes from `node_modules`; `languageDir` overrides where the model is looked for.
 */
export async function loadFrontReader(languageDir?: string): Promise<void> {
  const require = createRequire(import.meta.url);
  let langPath: string;
  try {
    langPath =
      languageDir ??
      path.join(
        path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
        '4.0.0_best_int',
      );
  } catch (cause) {
    throw new ServiceError(
      'DEPENDENCY_MISSING',
      '@tesseract.js-data/eng is missing: run npm install',
      {
        cause,
      },
    );
  }
  if (!existsSync(path.join(langPath, 'eng.traineddata.gz'))) {
    throw new ServiceError(
      'DEPENDENCY_MISSING',
      `${langPath}/eng.traineddata.gz is missing: run npm install`,
    );
  }
  ocr = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
  });
  await ocr.setParameters({
    // A card's front is blocks of text at several places: no single column or block.
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    user_defined_dpi: '300',
  });
}

/** Stops the front's OCR worker (tests, shutdown). */
export async function closeFrontReader(): Promise<void> {
  await ocr?.terminate();
  ocr = undefined;
}

/** Width the front is read at: a card's smallest print (~6 pt) is then ~20 px high. */
const FRONT_WIDTH = 1800;

/**
 * The printed text of a document's front, as the OCR reads it (lines separated by `\n`). The
 * photo is brought to FRONT_WIDTH and its contrast stretched: phone photos of cards are often
 * grey on grey. The text stays in this thread; only its hashes leave it.
 */
export async function readFrontText(image: DocumentImage): Promise<string> {
  if (!ocr) throw new Error('the front reader is not loaded');
  const png = await sharp(image.grey, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize({ width: FRONT_WIDTH, kernel: 'lanczos3' })
    .normalise()
    .png()
    .toBuffer();
  const { data } = await ocr.recognize(png);
  return data.text;
}

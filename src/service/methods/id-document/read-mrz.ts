import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { DocumentImage } from './document-image';
import { locateMrz } from './locate-mrz';

let ocr: Worker | undefined;

/**
 * Starts Tesseract (tesseract.js) with everything from `node_modules`: its worker script and
 * core wasm are tesseract.js's local defaults under Node, and the English data comes from
 * `@tesseract.js-data/eng` — tesseract.js's own default would fetch it from a CDN. Tesseract's
 * legacy engine is used: it reads OCR-B's `<` filler reliably, where the LSTM model sees `K`, `L`.
 * Throws, naming the file, when the language data is missing. `languageDir` overrides where the
 * data is looked for (tests of that failure).
 */
export async function loadMrzReader(languageDir?: string): Promise<void> {
  const require = createRequire(import.meta.url);
  let langPath: string;
  try {
    langPath =
      languageDir ??
      path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
  } catch (cause) {
    throw new Error('@tesseract.js-data/eng is missing: run npm install', { cause });
  }
  if (!existsSync(path.join(langPath, 'eng.traineddata.gz'))) {
    throw new Error(`${langPath}/eng.traineddata.gz is missing: run npm install`);
  }
  ocr = await createWorker(
    'eng',
    OEM.TESSERACT_ONLY,
    { langPath, gzip: true, cacheMethod: 'none', legacyCore: true, legacyLang: true },
    { load_system_dawg: '0', load_freq_dawg: '0' },
  );
  await ocr.setParameters({
    tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    // The crop carries no resolution; without one Tesseract warns on every page.
    user_defined_dpi: '300',
  });
}

/** Stops the OCR worker (tests, shutdown). */
export async function closeMrzReader(): Promise<void> {
  await ocr?.terminate();
  ocr = undefined;
}

const LENGTHS = { 3: [30], 2: [44, 36] } as const;

/**
 * The machine-readable zone's lines as printed (2 × 44 for a passport, 2 × 36 or 3 × 30 for an
 * ID card) in the photo turned by `turn` (a document photographed upside down), or `null` when
 * no zone was found or the OCR did not give lines of those lengths.
 */
export async function readMrzLines(
  image: DocumentImage,
  turn: 0 | 180 = 0,
): Promise<string[] | null> {
  if (!ocr) throw new Error('the MRZ reader is not loaded');
  const zone = await locateMrz(image, turn);
  if (!zone) return null;
  const { data } = await ocr.recognize(zone.png);
  return fitLines(data.text);
}

/**
 * OCR text → MRZ lines: spaces out, lines of a plausible length kept, each brought to its
 * format's exact length (a filler `<` lost or doubled at the end is common; inside a line it
 * would break a check digit, which the parser then reports).
 */
export function fitLines(text: string): string[] | null {
  const raw = text
    .split('\n')
    .map((l) => l.replace(/[^A-Z0-9<]/g, ''))
    .filter((l) => l.length >= 26);
  const count = raw.length >= 3 && raw.slice(-3).every((l) => Math.abs(l.length - 30) <= 3) ? 3 : 2;
  const lines = raw.slice(-count);
  if (lines.length < 2) return null;
  const mean = lines.reduce((s, l) => s + l.length, 0) / lines.length;
  const target = (LENGTHS[count] as readonly number[]).find((n) => Math.abs(mean - n) <= 3);
  if (!target) return null;
  return lines.map((l) =>
    l.length >= target ? l.slice(0, target) : l + '<'.repeat(target - l.length),
  );
}

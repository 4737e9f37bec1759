import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { DocumentImage } from './document-image';
import { locateMrz } from './locate-mrz';
import { ServiceError } from '../../errors/service-error';

/** One character as the OCR saw it: what it could be, most likely first, and where it is. */
export interface OcrSymbol {
  /** Candidates with Tesseract's confidence (0–100); the OCR's own pick first. */
  choices: { char: string; confidence: number }[];
  /** Left and right edge in the zone's pixels. */
  x0: number;
  x1: number;
}

/** The OCR's text lines of a zone, top to bottom. */
export type OcrLines = OcrSymbol[][];

/** The part of tesseract.js-core's Emscripten module (WebIDL bindings) this reader uses. */
interface TesseractModule {
  FS: { writeFile(file: string, data: Uint8Array | string): void };
  TessBaseAPI: new () => TesseractApi;
  ChoiceIterator: new (at: ResultIterator) => ChoiceIterator;
  destroy(object: object): void;
}
interface TesseractApi {
  Init(dataPath: string, language: string, engineMode: number, config: string): number;
  SetVariable(name: string, value: string): boolean;
  SetImageFile(exifOrientation: number, angle: number): number;
  Recognize(monitor: null): number;
  GetIterator(): ResultIterator;
  GetJSONText(page: number): string;
  Clear(): void;
  End(): void;
}
interface ResultIterator {
  Begin(): void;
  Next(level: number): boolean;
  Empty(level: number): boolean;
}
interface ChoiceIterator {
  Next(): boolean;
  GetUTF8Text(): string;
  Confidence(): number;
}
interface JsonPage {
  blocks: { paragraphs: { lines: { words: { symbols: JsonSymbol[] }[] }[] }[] }[] | null;
}
interface JsonSymbol {
  text: string;
  confidence: number;
  bbox: { x0: number; x1: number };
}

/** Tesseract's result levels (`tesseract::PageIteratorLevel`). */
const RIL_SYMBOL = 4;
/** `tesseract::OcrEngineMode`: the legacy engine only. */
const OEM_TESSERACT_ONLY = 0;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

let api: TesseractApi | undefined;
let tesseract: TesseractModule | undefined;

/**
 * Starts Tesseract in this thread from `node_modules`: tesseract.js-core's WebAssembly build
 * (the one tesseract.js runs; SIMD, which every Node this service supports has) and the English
 * data of `@tesseract.js-data/eng`. The core is used directly rather than through tesseract.js
 * because only its API gives each character's alternatives — what the check-digit correction
 * (`correct-mrz.ts`) chooses among. Tesseract's legacy engine is used: it reads OCR-B's `<`
 * filler reliably, where the LSTM model sees `K`, `L`. Throws, naming the file, when the language
 * data is missing. `languageDir` overrides where the data is looked for (tests of that failure).
 */
export async function loadMrzReader(languageDir?: string): Promise<void> {
  const require = createRequire(import.meta.url);
  let langPath: string;
  try {
    langPath =
      languageDir ??
      path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
  } catch (cause) {
    throw new ServiceError(
      'DEPENDENCY_MISSING',
      '@tesseract.js-data/eng is missing: run npm install',
      {
        cause,
      },
    );
  }
  const data = path.join(langPath, 'eng.traineddata.gz');
  if (!existsSync(data)) {
    throw new ServiceError('DEPENDENCY_MISSING', `${data} is missing: run npm install`);
  }
  const core = require('tesseract.js-core/tesseract-core-simd') as (options: {
    print: (line: string) => void;
    printErr: (line: string) => void;
  }) => Promise<TesseractModule>;
  // Tesseract prints warnings to stdout/stderr: nothing of a document may reach a log.
  const module = await core({ print: () => {}, printErr: () => {} });
  module.FS.writeFile('/eng.traineddata', gunzipSync(readFileSync(data)));
  // Dictionaries only bias towards English words; an MRZ has none.
  module.FS.writeFile('/mrz.config', 'load_system_dawg 0\nload_freq_dawg 0\n');
  const reader = new module.TessBaseAPI();
  if (reader.Init('/', 'eng', OEM_TESSERACT_ONLY, '/mrz.config') !== 0) {
    throw new ServiceError(
      'DEPENDENCY_MISSING',
      `Tesseract could not load ${data}: reinstall tesseract.js and @tesseract.js-data/eng`,
    );
  }
  reader.SetVariable('tessedit_char_whitelist', ALPHABET);
  // One block of text lines (PSM_SINGLE_BLOCK): the located zone and nothing else.
  reader.SetVariable('tessedit_pageseg_mode', '6');
  // The crop carries no resolution; without one Tesseract warns on every page.
  reader.SetVariable('user_defined_dpi', '300');
  tesseract = module;
  api = reader;
}

/** Stops the OCR (tests, shutdown). */
export async function closeMrzReader(): Promise<void> {
  api?.End();
  if (api && tesseract) tesseract.destroy(api);
  api = undefined;
  tesseract = undefined;
  return Promise.resolve();
}

/**
 * The machine-readable zone of the photo turned by `turn` (a document photographed upside
 * down), its characters scaled to `charHeight` pixels, as the OCR saw it — every character with
 * its alternatives — or `null` when no zone was found. Synchronous work in this (worker) thread:
 * Tesseract is WebAssembly.
 */
export async function readMrzSymbols(
  image: DocumentImage,
  turn: 0 | 180 = 0,
  charHeight = 36,
): Promise<OcrLines | null> {
  if (!api || !tesseract) throw new Error('the MRZ reader is not loaded');
  const zone = await locateMrz(image, turn, charHeight);
  if (!zone) return null;
  // A binary greyscale PGM: Leptonica reads it without decompressing anything.
  const header = Buffer.from(`P5\n${zone.width} ${zone.height}\n255\n`, 'ascii');
  tesseract.FS.writeFile('/input', Buffer.concat([header, zone.grey]));
  try {
    if (api.SetImageFile(1, 0) !== 0 || api.Recognize(null) !== 0) return null;
    return symbols(tesseract, api);
  } finally {
    api.Clear();
  }
}

/**
 * Each symbol's pick, confidence and position from Tesseract's JSON page (which frees its
 * strings, where the iterator's per-symbol text would leak them), and its alternatives from a
 * choice iterator walking the same symbols in the same order.
 */
function symbols(module: TesseractModule, reader: TesseractApi): OcrLines {
  const page = JSON.parse(reader.GetJSONText(0)) as JsonPage;
  const lines: { symbol: JsonSymbol; out: OcrSymbol }[][] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lines.push(
          line.words.flatMap((w) =>
            w.symbols.map((s) => ({
              symbol: s,
              out: {
                choices: [{ char: s.text, confidence: s.confidence }],
                x0: s.bbox.x0,
                x1: s.bbox.x1,
              },
            })),
          ),
        );
      }
    }
  }
  const flat = lines.flat();
  const at = reader.GetIterator();
  try {
    at.Begin();
    for (const { symbol, out } of flat) {
      if (at.Empty(RIL_SYMBOL)) break;
      const choice = new module.ChoiceIterator(at);
      try {
        do {
          const char = choice.GetUTF8Text();
          if (char !== symbol.text && ALPHABET.includes(char) && char.length === 1) {
            out.choices.push({ char, confidence: choice.Confidence() });
          }
        } while (choice.Next());
      } finally {
        module.destroy(choice);
      }
      if (!at.Next(RIL_SYMBOL)) break;
    }
  } finally {
    module.destroy(at);
  }
  return lines.map((line) => line.map((s) => s.out));
}

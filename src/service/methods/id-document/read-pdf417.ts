import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { rgba, variant, type DocumentImage } from './document-image';
import { ServiceError } from '../../errors/service-error';

/**
 * Loads ZXing-C++'s reader (WebAssembly) from `node_modules/zxing-wasm`: its default would fetch
 * the `.wasm` from a CDN, which the service never does. Throws, naming the file, when missing.
 */
export async function loadPdf417Reader(): Promise<void> {
  const require = createRequire(import.meta.url);
  let wasmPath: string;
  try {
    wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
  } catch (cause) {
    throw new ServiceError(
      'DEPENDENCY_MISSING',
      'zxing-wasm/reader/zxing_reader.wasm is missing: run npm install',
      { cause },
    );
  }
  const wasm = await readFile(wasmPath);
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    },
    fireImmediately: true,
  });
}

const OPTIONS: ReaderOptions = {
  formats: ['PDF417'],
  tryHarder: true,
  tryRotate: true,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
  // The raw payload, control characters included (AAMVA separates fields with LF, CR, RS).
  textMode: 'Plain',
};

/**
 * Retries after the plain read, cheapest first: a card held a little askew (ZXing's own retries
 * cover quarter turns, not small angles), a barcode photographed from far (upscaled), or from
 * too close on a large image (downscaled).
 */
const RETRIES: readonly { degrees: number; scale: number }[] = [
  { degrees: 0, scale: 1 },
  { degrees: 5, scale: 1 },
  { degrees: -5, scale: 1 },
  { degrees: 0, scale: 1.6 },
  { degrees: 9, scale: 1 },
  { degrees: -9, scale: 1 },
  { degrees: 13, scale: 1 },
  { degrees: -13, scale: 1 },
  { degrees: 0, scale: 0.6 },
];

/**
 * The text of the first valid PDF417 symbol found, and how many tries it took; `null` if none.
 * `plain` tries the image as it is, `retries` the turned and scaled variants.
 */
export async function readPdf417(
  image: DocumentImage,
  which: 'plain' | 'retries' = 'plain',
): Promise<{ text: string; tries: number } | null> {
  let tries = 0;
  for (const { degrees, scale } of which === 'plain' ? RETRIES.slice(0, 1) : RETRIES.slice(1)) {
    if (scale > 1 && Math.max(image.width, image.height) * scale > 3200) continue;
    tries++;
    const pixels =
      degrees === 0 && scale === 1 ? rgba(image) : await variant(image, degrees, scale);
    const [symbol] = await readBarcodes(pixels as unknown as ImageData, OPTIONS);
    if (symbol?.isValid && symbol.text) return { text: symbol.text, tries };
  }
  return null;
}

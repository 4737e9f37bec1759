import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where the face models and the tfjs wasm binaries are: inside `node_modules`, never a CDN or a
 * model hub. `@vladmandic/human`'s `exports` map names no subpath Node accepts, so its files are
 * found beside its main entry (`dist/human.node.js`).
 */
export interface FaceModelFiles {
  /** Human's build for Node on the tfjs wasm backend (`dist/human.node-wasm.js`). */
  humanEntry: string;
  /** Folder of the model JSON + weight files. */
  modelDir: string;
  /** Folder of `tfjs-backend-wasm*.wasm`, with a trailing separator. */
  wasmDir: string;
}

/** The models the method runs: detector, mesh (head pose), faceres (age), antispoof, liveness. */
export const FACE_MODELS = ['blazeface', 'facemesh', 'faceres', 'antispoof', 'liveness'] as const;

/**
 * Locates every file the method needs, or says which is missing (the start-up check logs it and
 * the method is then not live).
 */
export function locateFaceModelFiles(
  from: string = import.meta.url,
): { ok: true; files: FaceModelFiles } | { ok: false; missing: string[] } {
  const require = createRequire(from);
  const missing: string[] = [];
  const resolve = (id: string): string | undefined => {
    try {
      return require.resolve(id);
    } catch {
      missing.push(id);
      return undefined;
    }
  };
  const humanMain = resolve('@vladmandic/human');
  const wasmFile = resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm');
  resolve('@tensorflow/tfjs-core');
  resolve('@tensorflow/tfjs-converter');
  resolve('sharp');
  if (!humanMain || !wasmFile) return { ok: false, missing };
  const dist = path.dirname(humanMain);
  const files: FaceModelFiles = {
    humanEntry: path.join(dist, 'human.node-wasm.js'),
    modelDir: path.join(dist, '..', 'models'),
    wasmDir: path.dirname(wasmFile) + path.sep,
  };
  const needed = [
    files.humanEntry,
    path.join(path.dirname(wasmFile), 'tfjs-backend-wasm-simd.wasm'),
    ...FACE_MODELS.flatMap((m) => [
      path.join(files.modelDir, `${m}.json`),
      path.join(files.modelDir, `${m}.bin`),
    ]),
  ];
  for (const file of needed) if (!existsSync(file)) missing.push(file);
  return missing.length > 0 ? { ok: false, missing } : { ok: true, files };
}

/** tfjs's `ModelArtifacts`, the part a graph model needs. */
interface ModelArtifacts {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  weightSpecs: unknown[];
  weightData: ArrayBuffer;
  signature?: unknown;
  userDefinedMetadata?: unknown;
}

/**
 * A tfjs load handler for `file://` model URLs. tfjs registers one only in `tfjs-node` (native,
 * which we do not use), so on the wasm backend the models are read from disk here.
 */
export function fileModelLoader(url: unknown): { load(): Promise<ModelArtifacts> } | null {
  if (typeof url !== 'string' || !url.startsWith('file://')) return null;
  const file = decodeURIComponent(url.slice('file://'.length));
  return {
    async load() {
      const json = JSON.parse(await readFile(file, 'utf8')) as {
        modelTopology: unknown;
        format?: string;
        generatedBy?: string;
        convertedBy?: string | null;
        signature?: unknown;
        userDefinedMetadata?: unknown;
        weightsManifest: { paths: string[]; weights: unknown[] }[];
      };
      const parts: Buffer[] = [];
      for (const group of json.weightsManifest) {
        for (const p of group.paths) parts.push(await readFile(path.join(path.dirname(file), p)));
      }
      const weights = Buffer.concat(parts);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
        weightData: weights.buffer.slice(
          weights.byteOffset,
          weights.byteOffset + weights.byteLength,
        ) as ArrayBuffer,
      };
    },
  };
}

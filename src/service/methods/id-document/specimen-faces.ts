import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const HUMAN_ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

/**
 * The faces of specimen fronts, the tests and the benchmark: two different real people, both
 * photos shipped inside `@vladmandic/human` (no other image of a person is used) — the man of its
 * FaceID screenshot and the woman of the second thumbnail in its `samples.jpg` strip.
 */
export const SPECIMEN_FACES = {
  holder: {
    file: path.join(HUMAN_ASSETS, 'screenshot-faceid.jpg'),
    crop: { left: 14, top: 142, width: 140, height: 140 },
  },
  other: {
    file: path.join(HUMAN_ASSETS, 'samples.jpg'),
    crop: { left: 190, top: 0, width: 110, height: 110 },
  },
} as const;
export type SpecimenFace = keyof typeof SPECIMEN_FACES;

/** `name`'s face as a PNG of `width` × `height` (a document portrait is taller than wide). */
export function specimenFace(name: SpecimenFace, width: number, height = width): Promise<Buffer> {
  const { file, crop } = SPECIMEN_FACES[name];
  return sharp(file).extract(crop).resize(width, height, { fit: 'cover' }).png().toBuffer();
}

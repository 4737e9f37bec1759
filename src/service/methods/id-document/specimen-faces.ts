import path from 'node:path';
import sharp from 'sharp';
import { locateFaceModelFiles } from '../facial-age-estimation/face-models';
import { ServiceError } from '../../errors/service-error';

/** A file of `@vladmandic/human`'s `assets` folder, found beside its models (`face-models.ts`). */
function humanAsset(file: string): string {
  const located = locateFaceModelFiles();
  if (!located.ok) {
    throw new ServiceError(
      'DEPENDENCY_MISSING',
      `@vladmandic/human is missing: ${located.missing.join(', ')}; run npm install`,
    );
  }
  return path.join(located.files.modelDir, '..', 'assets', file);
}

/**
 * The faces of specimen fronts, the tests and the benchmark: two different real people, both
 * photos shipped inside `@vladmandic/human` (no other image of a person is used) — the man of its
 * FaceID screenshot and the woman of the second thumbnail in its `samples.jpg` strip (`file`
 * names one of its `assets`; `specimenFacePath` gives the path).
 */
export const SPECIMEN_FACES = {
  holder: {
    file: 'screenshot-faceid.jpg',
    crop: { left: 14, top: 142, width: 140, height: 140 },
  },
  other: {
    file: 'samples.jpg',
    crop: { left: 190, top: 0, width: 110, height: 110 },
  },
} as const;
export type SpecimenFace = keyof typeof SPECIMEN_FACES;

/** `name`'s face as a PNG of `width` × `height` (a document portrait is taller than wide). */
export function specimenFace(name: SpecimenFace, width: number, height = width): Promise<Buffer> {
  const { file, crop } = SPECIMEN_FACES[name];
  return sharp(humanAsset(file))
    .extract(crop)
    .resize(width, height, { fit: 'cover' })
    .png()
    .toBuffer();
}

/** The path of the photo `name`'s face is cut from. */
export function specimenFacePath(name: SpecimenFace): string {
  return humanAsset(SPECIMEN_FACES[name].file);
}

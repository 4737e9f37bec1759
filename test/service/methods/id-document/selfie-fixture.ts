import sharp from 'sharp';
import {
  SPECIMEN_FACES,
  specimenFace,
  type SpecimenFace,
} from '../../../../src/service/methods/id-document/specimen-faces';
import { licencePhoto } from '../../../../src/service/methods/id-document/specimen-licence';

/** The two people of the fixtures (`specimen-faces.ts`): the holder and another person. */
export const FACES = SPECIMEN_FACES;
export type FaceName = SpecimenFace;

const face = (name: FaceName, edge: number) => specimenFace(name, edge);

/**
 * A generated licence (PDF417 side) with `name`'s photo printed on it as the portrait: the
 * specimen licence, or the photo `card` of another licence (`own-documents.ts`, for live mode).
 */
export async function licenceWithPortrait(
  now: number,
  age: number,
  name: FaceName,
  card?: Buffer,
): Promise<Buffer> {
  card ??= await licencePhoto(now, age);
  const { width } = await sharp(card).metadata();
  return sharp(card)
    .composite([{ input: await face(name, 320), left: width! - 520, top: 260 }])
    .png()
    .toBuffer();
}

/** Distinct camera frames (640 × 480 JPEG) of `name`'s face, as a selfie capture sends them. */
export function selfieFrames(name: FaceName): Promise<Buffer[]> {
  return Promise.all(
    [300, 290, 310, 295].map(async (edge) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a5a5a' } })
        .composite([
          { input: await face(name, edge), left: (640 - edge) >> 1, top: (480 - edge) >> 1 },
        ])
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
}

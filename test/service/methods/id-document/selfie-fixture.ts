import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { licencePhoto } from '../../../../src/service/methods/id-document/specimen-licence';
import { FACE_SOURCE } from '../facial-age-estimation/face-fixture';

const require = createRequire(import.meta.url);
const HUMAN_ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

/**
 * Two different real people, both photos shipped inside `@vladmandic/human`: the man of its
 * FaceID screenshot (the face fixture of facial estimation) and the woman of the second thumbnail
 * in its `samples.jpg` strip. No other image of a person is used.
 */
export const FACES = {
  holder: { file: FACE_SOURCE, crop: { left: 14, top: 142, width: 140, height: 140 } },
  other: {
    file: path.join(HUMAN_ASSETS, 'samples.jpg'),
    crop: { left: 190, top: 0, width: 110, height: 110 },
  },
} as const;
export type FaceName = keyof typeof FACES;

const face = (name: FaceName, edge: number) =>
  sharp(FACES[name].file).extract(FACES[name].crop).resize(edge, edge).toBuffer();

/** A generated licence (PDF417 side) with `name`'s photo printed on it as the portrait. */
export async function licenceWithPortrait(
  now: number,
  age: number,
  name: FaceName,
): Promise<Buffer> {
  const card = await licencePhoto(now, age);
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

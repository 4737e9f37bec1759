import path from 'node:path';
import sharp from 'sharp';
import { locateFaceModelFiles } from '../src/service/methods/facial-age-estimation/face-models';

/**
 * Faces for measuring the selfie match on printed ID photos, all from `@vladmandic/human`'s
 * package: the "extracted faces" gallery of its FaceMatch screenshot
 * (`assets/screenshot-facematch.jpg`, 1920 × 954; tiles of ~105 px on a 110 px grid from y = 282).
 * Its first two rows are the demo's selected face and its closest matches — largely one man — so
 * only rows 3–6 are used (68 tiles). Different tiles may still show one person twice; a false
 * match below can be that.
 */
const GRID = { left: 0, top: 282, pitch: 110, columns: 17, firstRow: 2, rows: 4 } as const;

export interface PackagedFace {
  file: string;
  crop: { left: number; top: number; width: number; height: number };
}

export async function packagedFaces(): Promise<PackagedFace[]> {
  const located = locateFaceModelFiles();
  if (!located.ok) throw new Error(`@vladmandic/human is missing: ${located.missing.join(', ')}`);
  const file = path.join(located.files.modelDir, '..', 'assets', 'screenshot-facematch.jpg');
  const { width = 0 } = await sharp(file).metadata();
  const faces: PackagedFace[] = [];
  for (let r = GRID.firstRow; r < GRID.firstRow + GRID.rows; r++) {
    for (let c = 0; c < GRID.columns; c++) {
      // Inside the tile, below its similarity label and above its age/gender caption.
      const crop = {
        left: GRID.left + c * GRID.pitch + 4,
        top: GRID.top + r * GRID.pitch + 14,
        width: 98,
        height: 80,
      };
      if (crop.left + crop.width <= width) faces.push({ file, crop });
    }
  }
  return faces;
}

/** 300 dpi: a 25 × 32 mm portrait on an 85.6 × 54 mm card. */
const DPI = 300 / 25.4;
const PORTRAIT = { width: Math.round(25 * DPI), height: Math.round(32 * DPI) };
const CARD = { width: Math.round(85.6 * DPI), height: Math.round(54 * DPI) };

/**
 * `face` printed as an ID photo on a card at 300 dpi, then "photographed": the card on a table,
 * downscaled to a phone photo's share of the card (×0.8), slightly blurred, JPEG q70.
 */
export async function printedPortraitPhoto(face: PackagedFace): Promise<Buffer> {
  const portrait = await sharp(face.file)
    .extract(face.crop)
    .resize(PORTRAIT.width, PORTRAIT.height, { fit: 'cover' })
    .toBuffer();
  const card = await sharp({
    create: { width: CARD.width, height: CARD.height, channels: 3, background: '#f1efe8' },
  })
    .composite([
      { input: portrait, left: 40, top: Math.round((CARD.height - PORTRAIT.height) / 2) },
    ])
    .png()
    .toBuffer();
  const onTable = await sharp(card)
    .extend({ top: 80, bottom: 80, left: 80, right: 80, background: '#5b534a' })
    .png()
    .toBuffer();
  return sharp(onTable)
    .resize({ width: Math.round((CARD.width + 160) * 0.8) })
    .blur(0.8)
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A live selfie frame of `face` (640 × 480 JPEG, the face ~300 px), as the capture sends it. */
export async function livePhotoFrame(face: PackagedFace): Promise<Buffer> {
  const edge = 300;
  const picture = await sharp(face.file)
    .extract(face.crop)
    .resize(edge, edge, { fit: 'cover' })
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a5a5a' } })
    .composite([{ input: picture, left: (640 - edge) >> 1, top: (480 - edge) >> 1 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from './widget-environment';

/**
 * A still picture as a video for Chromium's fake camera (`--use-file-for-fake-video-capture`):
 * YUV4MPEG2, 4:2:0, the picture fitted into `width`×`height` (both even) on a plain background
 * and repeated `frames` times — Chromium plays the file in a loop. A face photo played this way is
 * what a spoofer holding a print up to the camera would show.
 */
export async function stillVideo(
  picture: Buffer,
  { width, height, frames = 1 }: { width: number; height: number; frames?: number },
): Promise<Buffer> {
  const { data } = await sharp(picture)
    .resize({ width, height, fit: 'contain', background: '#5b534a' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width * height) / 4);
  const v = Buffer.alloc((width * height) / 4);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      y[row * width + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const j = (row / 2) * (width / 2) + col / 2;
        u[j] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[j] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/**
 * Chromium whose camera plays `video` (a `stillVideo` file). `allowCamera` also answers the
 * permission prompt with "allow" (`--use-fake-ui-for-media-stream`); without it the page's own
 * permission handling is under test.
 */
export function launchWithFakeCamera(video: string, { allowCamera = true } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      ...(allowCamera ? ['--use-fake-ui-for-media-stream'] : []),
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** The photo is sent as at most this many pixels on its longer side (enough for any barcode). */
const SEND_SIDE = 2400;
const MAX_BYTES = 10 * 1024 * 1024;

/** A frame or decoded file as a JPEG of at most `SEND_SIDE` pixels on its longer side. */
export function toJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<Blob | null> {
  const k = Math.min(1, SEND_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * k);
  canvas.height = Math.round(height * k);
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}

/**
 * A chosen file as the server reads it: a JPEG or PNG as is; HEIC, or a photo too large,
 * re-encoded in the browser where it can decode the file (Safari decodes HEIC). Rejects when the
 * browser cannot decode it.
 */
export async function photoFromFile(file: File): Promise<Blob | null> {
  if (!isHeic(file) && /^image\/(jpeg|png)$/.test(file.type) && file.size <= MAX_BYTES) {
    return file;
  }
  const bitmap = await createImageBitmap(file);
  const blob = await toJpeg(bitmap, bitmap.width, bitmap.height);
  bitmap.close();
  return blob;
}

export const isHeic = (file: File): boolean =>
  /hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

import { captureJpeg, type JpegLimits } from '../kit/capture-jpeg';

/** A photo is sent as at most 2400 pixels on its longer side (enough for any barcode). */
const DOCUMENT_PHOTO: JpegLimits = { maxEdge: 2400, qualities: [0.92] };
const MAX_BYTES = 10 * 1024 * 1024;

/** A camera frame or decoded file as the JPEG a document photo is sent as. */
export function toJpeg(source: HTMLVideoElement | ImageBitmap): Promise<Blob | null> {
  return captureJpeg(source, DOCUMENT_PHOTO);
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
  const blob = await toJpeg(bitmap);
  bitmap.close();
  return blob;
}

export const isHeic = (file: File): boolean =>
  /hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

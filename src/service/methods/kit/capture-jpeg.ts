/** How large a captured JPEG may be, and the encoder qualities to try for it. */
export interface JpegLimits {
  /** Longest side, px: a larger picture is scaled down (never up). */
  maxEdge: number;
  /** JPEG qualities (0–1) to try in order; the first whose file fits `maxBytes` is kept. */
  qualities: readonly number[];
  /** Largest file, bytes. Default: any. */
  maxBytes?: number;
}

/**
 * A camera frame (a `<video>` showing a stream) or a decoded image as a JPEG within `limits`, or
 * null when no quality fits or the browser cannot encode it. Browser only. Every method that
 * sends pictures (face frames, document photos) encodes them here, so the server receives them
 * in one shape. Pass `canvas` to reuse one across frames.
 */
export async function captureJpeg(
  source: HTMLVideoElement | ImageBitmap,
  limits: JpegLimits,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
): Promise<Blob | null> {
  const [width, height] =
    'videoWidth' in source
      ? [source.videoWidth, source.videoHeight]
      : [source.width, source.height];
  const scale = Math.min(1, limits.maxEdge / Math.max(width, height, 1));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  for (const quality of limits.qualities) {
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
    if (blob && blob.size <= (limits.maxBytes ?? Infinity)) return blob;
  }
  return null;
}

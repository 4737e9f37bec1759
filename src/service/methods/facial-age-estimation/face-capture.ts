/**
 * Camera capture in the browser (the widget part's helpers): open the front camera, name why it
 * could not be opened, and grab frames as JPEG within the service's limits. Nothing here judges
 * an age or liveness: the server does, from the frames.
 */
import { ServiceError } from '../../errors/service-error';
import { captureJpeg } from '../kit/capture-jpeg';

export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'unsupported' | 'other';

/** The front camera at about 640×480 (frames are at most 640 px; more is wasted upload). */
export async function openCamera(nav: Navigator = navigator): Promise<MediaStream> {
  if (typeof nav.mediaDevices?.getUserMedia !== 'function') {
    throw Object.assign(new Error('no getUserMedia'), { name: 'NotSupportedError' });
  }
  return nav.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
  });
}

/** getUserMedia's errors, as the screens the widget shows. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'other';
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Qualities tried for a frame, best first, until it fits the service's byte limit. */
const FRAME_QUALITIES = [0.85, 0.7, 0.5] as const;

/** The current video frame as a JPEG of at most `maxEdge` px and `maxBytes` bytes. */
export async function grabFrame(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  limits: { maxEdge: number; maxBytes: number },
): Promise<Blob> {
  const blob = await captureJpeg(video, { ...limits, qualities: FRAME_QUALITIES }, canvas);
  if (!blob) {
    throw new ServiceError(
      'IMAGE_TOO_LARGE',
      'the camera frame is too large even at low quality: move back or choose another method',
    );
  }
  return blob;
}

/**
 * Live hints while framing, from a 32×24 sample of the preview: the light level and how much
 * the picture moves. Face placement hints come from the server after a capture.
 */
export function sampleFrame(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  previous: Uint8ClampedArray | null,
): { brightness: number; motion: number; pixels: Uint8ClampedArray } {
  canvas.width = 32;
  canvas.height = 24;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(video, 0, 0, 32, 24);
  const pixels = ctx.getImageData(0, 0, 32, 24).data;
  let luma = 0;
  let motion = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const y = 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
    luma += y;
    if (previous)
      motion += Math.abs(
        y - (0.299 * previous[i]! + 0.587 * previous[i + 1]! + 0.114 * previous[i + 2]!),
      );
  }
  const n = pixels.length / 4;
  return { brightness: luma / n, motion: previous ? motion / n : 0, pixels };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

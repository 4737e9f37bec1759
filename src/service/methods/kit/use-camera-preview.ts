import { useEffect, type RefObject } from 'react';

/**
 * Shows a camera stream in a `<video>` once that element is on the page: after each change of
 * `shownWhen` (the widget's phase), attaches `stream` (if open and not attached yet) and plays it. A
 * frame callback right after opening the camera can run before React renders the `<video>`,
 * which leaves the preview black; an effect runs after the render.
 */
export function useCameraPreview(
  video: RefObject<HTMLVideoElement | null>,
  stream: RefObject<MediaStream | null>,
  shownWhen: unknown,
): void {
  useEffect(() => {
    const v = video.current;
    if (!v || !stream.current || v.srcObject === stream.current) return;
    v.srcObject = stream.current;
    void v.play().catch(() => undefined);
  }, [video, stream, shownWhen]);
}

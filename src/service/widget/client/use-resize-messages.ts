import { useEffect, type RefObject } from 'react';
import type { WidgetMessage } from '../../../protocol/dom-message';

/**
 * Posts `Widget.Resize` whenever the content's height changes, so the embedder can fit the frame.
 * Only while there is an embedder to tell (`enabled`).
 */
export function useResizeMessages(
  rootRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  post: (message: WidgetMessage) => void,
): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !enabled || typeof ResizeObserver !== 'function') return;
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height !== last) {
        last = height;
        post({ eventType: 'Widget.Resize', data: { height } });
      }
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef, enabled, post]);
}

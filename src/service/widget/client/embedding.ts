import type { WidgetMessage } from '../../../protocol/dom-message';

/** Where DOM messages go. `target: null` when framed by an origin that is not allowed. */
export interface Embedding {
  framed: boolean;
  /** The embedding origin, only when it is on the product's allowed-origins list. */
  target: string | null;
}

/**
 * The embedding origin: `location.ancestorOrigins[0]` (the parent, in Chromium and Safari) or the
 * origin of `document.referrer` (the parent's URL, Firefox). It becomes the explicit
 * `targetOrigin` of every message, and only if the product allows it — never `*`.
 */
export function findEmbedding(win: Window, allowedOrigins: readonly string[]): Embedding {
  let framed = true;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true;
  }
  if (!framed) return { framed, target: null };
  let candidate: string | null = win.location.ancestorOrigins?.[0] ?? null;
  if (!candidate && win.document.referrer) {
    try {
      candidate = new URL(win.document.referrer).origin;
    } catch {
      candidate = null;
    }
  }
  return { framed, target: candidate && allowedOrigins.includes(candidate) ? candidate : null };
}

/**
 * Posts a DOM message. In a frame it goes to the parent at the checked origin; top-level (an
 * app's embedded web view, which listens on the page's own window) it goes to this window at its
 * own origin. A frame with no allowed origin gets nothing.
 */
export function postWidgetMessage(win: Window, embedding: Embedding, message: WidgetMessage): void {
  if (embedding.framed) {
    if (embedding.target) win.parent.postMessage(message, embedding.target);
    return;
  }
  win.postMessage(message, win.location.origin);
}

import type { WidgetMessage } from '../protocol/dom-message';

/**
 * Reads a widget DOM message, or `undefined` for anything else. Only the shape is checked
 * here; origin, source and session id are checked by `<AgeGate>`. Hand-written, not zod, to
 * keep the client bundle small.
 */
export function parseWidgetMessage(data: unknown): WidgetMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as { eventType?: unknown; data?: Record<string, unknown> };
  const d = typeof m.data === 'object' && m.data !== null ? m.data : undefined;
  switch (m.eventType) {
    case 'Verification.Result':
      return d && (d.status === 'PASS' || d.status === 'FAIL') && typeof d.id === 'string'
        ? (m as WidgetMessage)
        : undefined;
    case 'Widget.Resize':
      return typeof d?.height === 'number' && Number.isFinite(d.height)
        ? (m as WidgetMessage)
        : undefined;
    case 'Verification.Error':
    case 'Widget.ExitReview':
      return m as WidgetMessage;
    default:
      return undefined;
  }
}

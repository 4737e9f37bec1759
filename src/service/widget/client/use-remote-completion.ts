import { useEffect, useRef } from 'react';
import type { WidgetState } from '../../methods/kit/widget-types';

const POLL_MS = 1500;

/**
 * Keeps the widget's state current while `active`: server-sent events first, and polling of the
 * status endpoint when the event stream fails (a proxy that buffers it, a browser without it).
 * A result reached elsewhere (the phone after the QR hand-off, the test helper) arrives here.
 */
export function useRemoteCompletion(
  apiBase: string,
  token: string,
  active: boolean,
  onState: (state: WidgetState) => void,
): void {
  const latest = useRef(onState);
  useEffect(() => {
    latest.current = onState;
  });
  useEffect(() => {
    if (!active) return;
    const query = `?token=${encodeURIComponent(token)}`;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | undefined;
    const deliver = (state: WidgetState): void => {
      if (stopped) return;
      latest.current(state);
      if (state.status === 'PASS' || state.status === 'FAIL') stop();
    };
    const poll = async (): Promise<void> => {
      try {
        const res = await fetch(`${apiBase}/status${query}`, { cache: 'no-store' });
        if (res.ok) deliver(((await res.json()) as { state: WidgetState }).state);
      } catch {
        // offline for a moment: the next poll retries
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    const stop = (): void => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    };
    if (typeof EventSource === 'function') {
      source = new EventSource(`${apiBase}/events${query}`);
      source.addEventListener('state', (event) => {
        deliver(JSON.parse((event as MessageEvent<string>).data) as WidgetState);
      });
      source.onerror = () => {
        // EventSource retries by itself; poll meanwhile so a result is never late.
        if (timer === undefined && !stopped) timer = setTimeout(() => void poll(), 0);
      };
    } else {
      void poll();
    }
    return stop;
  }, [apiBase, token, active]);
}

import { expect, vi } from 'vitest';
import { en } from '../../src/react/i18n/en';
import type { GateDiagnosis, GateStatus, GateText } from '../../src/protocol/gate-api';

export const WIDGET_ORIGIN = 'https://widget.verify.test';
export const SESSION_ID = '00000000-0000-4000-8000-000000000001';

const unverified: GateStatus = {
  verified: false,
  state: 'unverified',
  message: 'No verification has been started in this browser.',
};
export const verified: GateStatus = {
  verified: true,
  state: 'verified',
  verificationId: SESSION_ID,
  ageCategory: 'adult',
  message: 'Age verified.',
};

/** A fake of the merchant's gate routes, as `<AgeGate>` sees them through `fetch`. */
export function createGateFetch(
  options: {
    status?: GateStatus;
    confirm?: GateStatus[];
    session?: Response | (() => Promise<Response>);
    /** What `GET diagnose` answers (development); without it, a 404 like production's. */
    diagnose?: GateDiagnosis;
    /** What `GET labels` answers (default: English, as the route does); `null`: a 404. */
    labels?: GateText | null;
  } = {},
) {
  const confirms = [...(options.confirm ?? [verified])];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    if (path.endsWith('/status')) return Response.json(options.status ?? unverified);
    if (path.includes('/labels?') && options.labels !== null) {
      return Response.json(options.labels ?? { locale: 'en', dir: 'ltr', labels: en });
    }
    if (path.endsWith('/session')) {
      if (typeof options.session === 'function') return options.session();
      return (
        options.session ??
        Response.json({
          id: SESSION_ID,
          url: `${WIDGET_ORIGIN}/verify?token=t1`,
          shortUrl: `${WIDGET_ORIGIN}/v/${SESSION_ID}`,
        })
      );
    }
    if (path.includes('/diagnose?') && options.diagnose) return Response.json(options.diagnose);
    if (path.endsWith('/confirm')) {
      expect(init.method).toBe('POST');
      return Response.json(confirms.length > 1 ? confirms.shift() : confirms[0]);
    }
    return Response.json({ error: 'NOT_FOUND', errorMessage: 'no' }, { status: 404 });
  });
  const calls = (suffix: string) =>
    fetch.mock.calls.filter(([input]) => String(input).endsWith(suffix));
  return { fetch: fetch as unknown as typeof globalThis.fetch, mock: fetch, calls };
}

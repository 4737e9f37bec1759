import { describe, expect, it } from 'vitest';
import { APP, NOW, createGateFixture } from './gate-fixture';

const MOBILE = {
  authenticate: (request: Request) =>
    request.headers.get('authorization') === 'Bearer user-1-token' ? 'user-1' : null,
  redirectUrlAllowlist: ['myshop://age-verified'],
};

/** A 64 MiB body that is produced only as it is read, counting what the reader pulled. */
function hugeStream() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20); // spaces: valid JSON whitespace
  const total = 1024; // chunks
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total * chunk.length) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

/** Headers each route needs to get as far as reading the body. */
const ROUTES: Record<string, Record<string, string>> = {
  session: { origin: APP },
  'mobile/session': { authorization: 'Bearer user-1-token' },
  'mobile/confirm': { authorization: 'Bearer user-1-token' },
  webhook: {
    'x-signature-timestamp': String(NOW / 1000),
    'x-signature-hmac-sha256': 'ab'.repeat(32),
  },
};

describe('unbounded bodies: every route that reads a body stops at its limit', () => {
  it.each(Object.keys(ROUTES))(
    '%s: a 64 MiB streamed body without Content-Length is refused with 413 after reading at most 1 MiB',
    async (route) => {
      const { ageGate, service } = createGateFixture({ mobile: MOBILE });
      const { stream, counter } = hugeStream();
      const response = await ageGate.handlers.POST(
        new Request(`${APP}/api/age-gate/${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...ROUTES[route] },
          body: stream,
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({
        error: 'PAYLOAD_TOO_LARGE',
        errorMessage: expect.any(String),
      });
      expect(counter.pulled).toBeLessThanOrEqual(1024 * 1024);
      expect(service.calls).toEqual([]);
    },
  );

  it.each(Object.keys(ROUTES))(
    '%s: a declared Content-Length over the limit is refused before any of the body is read',
    async (route) => {
      const { ageGate } = createGateFixture({ mobile: MOBILE });
      const { stream, counter } = hugeStream();
      const response = await ageGate.handlers.POST(
        new Request(`${APP}/api/age-gate/${route}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(64 * 1024 * 1024),
            ...ROUTES[route],
          },
          body: stream,
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status).toBe(413);
      expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
    },
  );

  it('a refusal of a request with a body closes the connection: the server reads no more of it', async () => {
    const { ageGate } = createGateFixture({ mobile: MOBILE });
    const refusals: Record<string, Record<string, string>> = {
      // Another site's page, no Origin: 403 before the body.
      session: {},
      // No signature: 401 before the body.
      webhook: {},
      // Not signed in: 401 before the body.
      'mobile/session': {},
      // Over the limit: 413 after at most 4 KiB of it.
      'mobile/confirm': { authorization: 'Bearer user-1-token' },
      // No such route.
      elsewhere: {},
    };
    for (const [route, headers] of Object.entries(refusals)) {
      const { stream, counter } = hugeStream();
      const response = await ageGate.handlers.POST(
        new Request(`${APP}/api/age-gate/${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: stream,
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status, route).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('connection'), route).toBe('close');
      // Refused before the body or within its first chunks (the stream reads one ahead).
      expect(counter.pulled, route).toBeLessThanOrEqual(256 * 1024);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    // An answer that accepts keeps the connection, and so does a refusal without a body…
    const fine = await ageGate.handlers.POST(
      new Request(`${APP}/api/age-gate/confirm`, { method: 'POST', headers: { origin: APP } }),
    );
    expect(fine.status).toBe(200);
    expect(fine.headers.get('connection')).toBeNull();
    // …but not an answer that left a body unread: confirm wants none.
    const { stream } = hugeStream();
    const unread = await ageGate.handlers.POST(
      new Request(`${APP}/api/age-gate/confirm`, {
        method: 'POST',
        headers: { origin: APP },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(unread.status).toBe(200);
    expect(unread.headers.get('connection')).toBe('close');
    const bodiless = await ageGate.handlers.POST(
      new Request(`${APP}/api/age-gate/session`, { method: 'POST' }),
    );
    expect(bodiless.status).toBe(403);
    expect(bodiless.headers.get('connection')).toBeNull();
  });

  it('confirm never reads the body, so a huge one costs nothing', async () => {
    const { ageGate } = createGateFixture();
    const { stream, counter } = hugeStream();
    const response = await ageGate.handlers.POST(
      new Request(`${APP}/api/age-gate/confirm`, {
        method: 'POST',
        headers: { origin: APP },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(200);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });
});

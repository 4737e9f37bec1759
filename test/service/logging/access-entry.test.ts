import { describe, expect, it } from 'vitest';
import { accessEntry } from '../../../src/service/logging/access-entry';
import { routeLabel } from '../../../src/service/server/route-label';

const entry = (url: string, overrides: Partial<Parameters<typeof accessEntry>[0]> = {}) =>
  accessEntry(
    {
      method: 'GET',
      url,
      status: 200,
      ms: 3.14159,
      requestId: 'r-1',
      complete: true,
      ...overrides,
    },
    routeLabel,
  );

describe('accessEntry', () => {
  it('says method, route pattern, status, duration to 0.1 ms and the request id', () => {
    expect(
      entry('/api/v1/age-verification/perform', { method: 'POST', status: 201, ms: 12.345 }),
    ).toEqual({
      msg: 'POST /api/v1/age-verification/perform 201',
      fields: {
        access: true,
        method: 'POST',
        route: '/api/v1/age-verification/perform',
        status: 201,
        ms: 12.3,
        requestId: 'r-1',
      },
    });
  });

  it('never carries the query string, an id in the path, or a path the service does not serve', () => {
    const secret = 'eyJhbGciOiJFUzI1NiJ9.secret-token.sig';
    const lines = [
      entry(`/api/v1/age-verification/get-status?id=3f1c9a1e&token=${secret}&apiKey=sk_live_1`),
      entry(`/verify?token=${secret}`),
      entry('/v/3f1c9a1e-6d0b-4a7e-9f65-2a4a1f0c8e11?pid=p&s=qr'),
      entry(`/api/v1/${secret}/anything`, { status: 404 }),
    ].map((e) => JSON.stringify(e));
    for (const line of lines) {
      expect(line).not.toContain('secret');
      expect(line).not.toContain('sk_live');
      expect(line).not.toContain('3f1c9a1e');
      expect(line).not.toContain('?');
    }
    expect(entry('/v/3f1c9a1e-6d0b-4a7e-9f65-2a4a1f0c8e11?pid=p').fields.route).toBe('/v/:id');
    expect(entry(`/api/v1/${secret}/anything`).fields.route).toBe('(unmatched)');
  });

  it('marks a request whose client went away before the answer was complete', () => {
    expect(entry('/api/health/ready', { complete: false }).fields.aborted).toBe(true);
    expect(entry('/api/health/ready').fields).not.toHaveProperty('aborted');
  });
});

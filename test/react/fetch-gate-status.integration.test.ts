import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfageError } from '../../src/client/ofage-error';
import { fetchGateStatus } from '../../src/react/fetch-gate-status';

/**
 * What the browser side throws, against real HTTP answers: the gate route's own error, a page
 * that is not the gate (the route file is missing), and no answer at all.
 */
describe('fetchGateStatus errors are OfageError with a code', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/api/age-gate/status') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'UNAUTHORIZED', errorMessage: 'Sign in first.' }));
      } else if (req.url === '/api/ok/status') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ verified: false, state: 'unverified', message: 'not yet' }));
      } else {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<!doctype html><h1>404: This page could not be found.</h1>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const caught = (basePath: string): Promise<OfageError> =>
    fetchGateStatus({ basePath }).then(
      () => {
        throw new Error('expected an error');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(OfageError);
        return error as OfageError;
      },
    );

  it("keeps the gate route's code, message and status", async () => {
    const error = await caught(`${origin}/api/age-gate`);
    expect([error.code, error.message, error.status]).toEqual([
      'UNAUTHORIZED',
      'Sign in first.',
      401,
    ]);
  });

  it('GATE_UNAVAILABLE when something else answers, naming the route file to check', async () => {
    const error = await caught(`${origin}/api/missing`);
    expect([error.code, error.status]).toEqual(['GATE_UNAVAILABLE', 404]);
    expect(error.message).toContain('app/api/missing/[...ofage]/route.ts');
  });

  it('GATE_UNREACHABLE when nothing answers', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await caught(`http://127.0.0.1:${port}/api/age-gate`);
    expect(error.code).toBe('GATE_UNREACHABLE');
  });

  it('returns the status on a gate answer', async () => {
    await expect(fetchGateStatus({ basePath: `${origin}/api/ok` })).resolves.toMatchObject({
      state: 'unverified',
    });
  });
});

import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/service/config/load-config';
import { clientAddress, parseTrustProxy } from '../../../src/service/http/client-address';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_STAMP_HEADER,
  requestClientAddress,
} from '../../../src/service/http/client-stamp';
import { frontDoor } from '../../../src/service/server/front-door';

const none = parseTrustProxy('');

describe('client address for rate limits (OFAGE_TRUST_PROXY)', () => {
  it('by default is the connection address: X-Forwarded-For, which any client can write, is ignored', () => {
    for (const forged of ['6.6.6.6', '6.6.6.6, 7.7.7.7', '127.0.0.1', 'garbage', '']) {
      expect(clientAddress('203.0.113.5', forged, none)).toBe('203.0.113.5');
    }
    expect(clientAddress('::ffff:203.0.113.5', '6.6.6.6', none)).toBe('203.0.113.5');
  });

  it('with a hop count, trusts exactly that many proxies from the service outwards', () => {
    const one = parseTrustProxy('1');
    // One proxy (the connection) appended the client: the last entry.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7');
    const two = parseTrustProxy('2');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.9', two)).toBe('198.51.100.7');
    // Fewer entries than hops: the farthest one there is.
    expect(clientAddress('10.0.0.2', '', two)).toBe('10.0.0.2');
  });

  it('with ranges, the client is the nearest address outside them: a forged first entry is never it', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 127.0.0.1, fd00::/8');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.2.3', trust)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress('127.0.0.1', '198.51.100.7', trust)).toBe('198.51.100.7');
    // The connection is not a trusted proxy: its own address, whatever the header says.
    expect(clientAddress('203.0.113.5', '6.6.6.6', trust)).toBe('203.0.113.5');
  });

  it('refuses a malformed setting at start-up, naming it', () => {
    expect(() => loadConfig({ OFAGE_TRUST_PROXY: '10.0.0.0/99' })).toThrow(/OFAGE_TRUST_PROXY/);
    expect(() => loadConfig({ OFAGE_TRUST_PROXY: 'loadbalancer' })).toThrow(/not an IP address/);
    expect(() => loadConfig({ OFAGE_TRUST_PROXY: '99' })).toThrow(/hops/);
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
  });

  it('the front door stamps the connection address; rotating X-Forwarded-For does not change it', () => {
    const config = loadConfig({});
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const req = fakeRequest({
        'x-forwarded-for': `198.51.100.${i}`,
        [CLIENT_ADDRESS_HEADER]: `192.0.2.${i}`,
        [CLIENT_STAMP_HEADER]: 'guessed',
      });
      expect(frontDoor(req, { config, clientStamp: 'per-process', pages: true }).to).toBe('next');
      seen.add(requestClientAddress(req.headers, 'per-process', config.trustProxy));
    }
    expect([...seen]).toEqual(['203.0.113.5']);
  });

  it('behind Next.js, an address header without this process stamp is not believed', () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: '192.0.2.1', [CLIENT_STAMP_HEADER]: 'forged' };
    expect(requestClientAddress(headers, 'per-process', none)).toBe('unknown');
    expect(
      requestClientAddress(
        { ...headers, 'x-forwarded-for': '6.6.6.6, 198.51.100.7' },
        'per-process',
        parseTrustProxy('1'),
      ),
    ).toBe('198.51.100.7');
  });
});

function fakeRequest(headers: Record<string, string>): IncomingMessage {
  return {
    method: 'POST',
    url: '/api/auth/callback/credentials',
    headers: { host: 'localhost:3000', ...headers },
    socket: { remoteAddress: '203.0.113.5' },
  } as unknown as IncomingMessage;
}

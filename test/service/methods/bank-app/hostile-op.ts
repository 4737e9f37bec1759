import { performance } from 'node:perf_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export type IdTokenFlaw =
  'none' | 'other-issuer' | 'other-audience' | 'expired' | 'unsigned' | 'wrong-nonce' | 'wrong-key';

/**
 * A bank that misbehaves on purpose: a minimal OpenID provider (discovery, keys, token
 * endpoint) whose token endpoint returns an ID token with one chosen flaw. The test reads the
 * nonce from the authorization URL the service built and hands it over in `next`.
 */
export async function startHostileOp(clientId: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const other = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  const state = {
    issuer: '',
    next: { flaw: 'none' as IdTokenFlaw, nonce: '', claims: { age_over_18: true } as object },
    tokenRequests: 0,
    /** Milliseconds this bank spent on requests, from arrival to the end of its answer. */
    busyMs: 0,
  };
  const sign = (claims: Record<string, unknown>, key: CryptoKey) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).sign(key);
  const server = http.createServer((req, res) => {
    const arrived = performance.now();
    res.on('finish', () => (state.busyMs += performance.now() - arrived));
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    req.resume();
    req.on('end', () => {
      void (async () => {
        if (req.url === '/.well-known/openid-configuration') {
          return send(200, {
            issuer: state.issuer,
            authorization_endpoint: `${state.issuer}/authorize`,
            token_endpoint: `${state.issuer}/token`,
            jwks_uri: `${state.issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['ES256'],
            code_challenge_methods_supported: ['S256'],
          });
        }
        if (req.url === '/jwks') return send(200, { keys: [jwk] });
        if (req.url === '/token' && req.method === 'POST') {
          state.tokenRequests++;
          const { flaw, nonce, claims } = state.next;
          const now = Math.floor(Date.now() / 1000);
          const payload: Record<string, unknown> = {
            iss: flaw === 'other-issuer' ? 'https://evil.example' : state.issuer,
            aud: flaw === 'other-audience' ? 'someone-else' : clientId,
            sub: 'holder-1',
            iat: flaw === 'expired' ? now - 3600 : now,
            exp: flaw === 'expired' ? now - 1800 : now + 300,
            nonce: flaw === 'wrong-nonce' ? 'not-the-nonce' : nonce,
            ...claims,
          };
          const idToken =
            flaw === 'unsigned'
              ? `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`
              : await sign(payload, flaw === 'wrong-key' ? other.privateKey : privateKey);
          return send(200, {
            access_token: 'at',
            token_type: 'Bearer',
            expires_in: 300,
            id_token: idToken,
          });
        }
        send(404, { error: 'not_found' });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { describe, expect, it } from 'vitest';
import {
  allowedMethods,
  findIssuerEndpoint,
} from '../../../src/service/oidc/http/issuer-endpoints';

describe('findIssuerEndpoint', () => {
  it('finds the endpoints an issuer serves, with the interaction id, and nothing else', () => {
    expect(findIssuerEndpoint('/auth')?.endpoint.kind).toBe('page');
    expect(findIssuerEndpoint('/par')?.endpoint.kind).toBe('oauth');
    expect(findIssuerEndpoint('/interaction/abc_1-2/finish')).toMatchObject({
      endpoint: { pattern: '/interaction/:uid/finish', kind: 'step' },
      uid: 'abc_1-2',
    });
    for (const rest of [
      '/',
      '/me',
      '/reg',
      '/token/introspection',
      '/interaction/a.b',
      '/interaction/x/y',
      `/auth/${'u'.repeat(65)}`,
    ]) {
      expect([rest, findIssuerEndpoint(rest)]).toEqual([rest, undefined]);
    }
    expect(allowedMethods(findIssuerEndpoint('/jwks')!.endpoint)).toBe('GET, HEAD');
    expect(allowedMethods(findIssuerEndpoint('/token')!.endpoint)).toBe('POST');
  });
});

import { describe, expect, it } from 'vitest';
import {
  allowedMethods,
  findIssuerEndpoint,
} from '../../../src/service/oidc/http/issuer-endpoints';
import { parameterProblem } from '../../../src/service/oidc/http/parameter-caps';

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

describe('parameterProblem', () => {
  it('names the first parameter over its cap, and refuses too many parameters', () => {
    const ok = new URLSearchParams({ state: 's'.repeat(1024), nonce: 'n'.repeat(512) });
    expect(parameterProblem([ok])).toBeUndefined();
    expect(parameterProblem([ok, new URLSearchParams({ state: 's'.repeat(1025) })])).toBe(
      'state is longer than 1024 characters',
    );
    expect(parameterProblem([new URLSearchParams({ whatever: 'w'.repeat(513) })])).toBe(
      'whatever is longer than 512 characters',
    );
    const many = new URLSearchParams(Array.from({ length: 41 }, (_, i) => [`p${i}`, 'x']));
    expect(parameterProblem([many])).toMatch(/at most 40 parameters/);
  });
});

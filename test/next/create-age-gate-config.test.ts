import { describe, expect, it } from 'vitest';
import { createAgeGate } from '../../src/next/create-age-gate';
import { resolveAgeGateConfig, type AgeGateConfig } from '../../src/next/age-gate-config';
import { SECRET } from './gate-fixture';

const ENV = {
  OFAGE_SERVICE_URL: 'https://verify.test',
  OFAGE_API_KEY: 'key',
  OFAGE_SECRET: SECRET,
};
const REQ = { jurisdiction: 'US', criteria: { ageCategory: 'ADULT' } } as const;

function configError(config: AgeGateConfig): string {
  try {
    createAgeGate(config);
  } catch (error) {
    expect(error).toMatchObject({ code: 'INVALID_CONFIG' });
    return (error as Error).message;
  }
  throw new Error('expected createAgeGate to throw');
}

describe('createAgeGate configuration (validated once, at start-up)', () => {
  it('reads the env vars', () => {
    const ageGate = createAgeGate({ ...REQ, env: ENV });
    expect(ageGate.basePath).toBe('/api/age-gate');
    expect(ageGate.gatePath).toBe('/age-gate');
  });

  it('reads revocationCheckInterval from OFAGE_REVOCATION_CHECK_INTERVAL; the option wins', () => {
    const interval = (config: AgeGateConfig) =>
      resolveAgeGateConfig(config).revocationCheckInterval;
    expect(interval({ ...REQ, env: ENV })).toBe(60);
    const env = { ...ENV, OFAGE_REVOCATION_CHECK_INTERVAL: ' 5 ' };
    expect(interval({ ...REQ, env })).toBe(5);
    expect(interval({ ...REQ, env, revocationCheckInterval: 30 })).toBe(30);
    for (const bad of ['0', '5s', '-1', '3601']) {
      expect(
        configError({ ...REQ, env: { ...ENV, OFAGE_REVOCATION_CHECK_INTERVAL: bad } }),
      ).toContain('OFAGE_REVOCATION_CHECK_INTERVAL');
    }
  });

  it.each([
    ['OFAGE_SERVICE_URL', { ...ENV, OFAGE_SERVICE_URL: undefined }],
    ['OFAGE_API_KEY', { ...ENV, OFAGE_API_KEY: undefined }],
    ['OFAGE_SECRET', { ...ENV, OFAGE_SECRET: undefined }],
  ])('names %s when it is missing', (name, env) => {
    expect(configError({ ...REQ, env })).toContain(name);
  });

  it('rejects a short secret, in a rotation list too', () => {
    expect(configError({ ...REQ, env: { ...ENV, OFAGE_SECRET: `${SECRET},short` } })).toMatch(
      /at least 32/,
    );
  });

  it('rejects a serviceUrl that is not http(s)', () => {
    expect(configError({ ...REQ, env: { ...ENV, OFAGE_SERVICE_URL: 'ftp://x' } })).toContain(
      'OFAGE_SERVICE_URL',
    );
  });

  it('asks for jurisdiction + criteria or a resolver', () => {
    expect(configError({ env: ENV })).toMatch(/jurisdiction.*requirement/s);
    expect(configError({ env: ENV, jurisdiction: 'US', criteria: { age: 0 } })).toContain(
      'criteria',
    );
    expect(() => createAgeGate({ env: ENV, requirement: () => REQ })).not.toThrow();
  });

  it('rejects a mobile allowlist entry that is plain http or javascript:', () => {
    for (const entry of ['http://shop.test/cb', 'javascript:alert(1)']) {
      const message = configError({
        ...REQ,
        env: ENV,
        mobile: { authenticate: () => 'u', redirectUrlAllowlist: [entry] },
      });
      expect(message).toContain('mobile.redirectUrlAllowlist');
    }
  });

  it('rejects a basePath that is not an absolute path', () => {
    expect(configError({ ...REQ, env: ENV, basePath: 'api/age-gate' })).toContain('basePath');
  });
});

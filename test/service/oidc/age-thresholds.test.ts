import { describe, expect, it } from 'vitest';
import {
  answerThresholds,
  normalizeClaimsParameter,
  requestedThresholds,
} from '../../../src/service/oidc/use/age-thresholds';

describe('the claims parameter', () => {
  it('rewrites the sample\u2019s top-level shape to the standard one', () => {
    expect(JSON.parse(normalizeClaimsParameter('{"age_thresholds":[13,18]}'))).toEqual({
      id_token: { age_thresholds: { essential: true, values: [13, 18] } },
    });
  });

  it('leaves the standard shape and non-JSON alone', () => {
    const standard = '{"id_token":{"age_thresholds":{"values":[18]}}}';
    expect(normalizeClaimsParameter(standard)).toBe(standard);
    expect(normalizeClaimsParameter('not json')).toBe('not json');
    expect(normalizeClaimsParameter('[1]')).toBe('[1]');
  });
});

describe('requested thresholds', () => {
  const ask = (values: unknown) => ({ id_token: { age_thresholds: { values } } });

  it('accepts whole ages 1–120 the client was registered for', () => {
    expect(requestedThresholds(ask([13, 18, 18]), [13, 18])).toEqual({
      ok: true,
      thresholds: [13, 18],
    });
  });

  it.each([[[0]], [[121]], [[12.5]], [['18']], [[]], ['18'], [null]])('refuses %j', (values) => {
    expect(requestedThresholds(ask(values), [1, 13, 18, 120])).toMatchObject({ ok: false });
  });

  it('refuses a threshold the client was not registered for, and says which', () => {
    const answer = requestedThresholds(ask([13, 21]), [13, 18]);
    expect(answer).toMatchObject({ ok: false });
    expect(answer && !answer.ok && answer.message).toMatch(/age 21/);
  });

  it('is undefined when age_thresholds is not asked', () => {
    expect(requestedThresholds({ id_token: { auth_time: null } }, [18])).toBeUndefined();
  });
});

describe('the answer', () => {
  it('maps each threshold to whether the floor reaches it; no floor answers false', () => {
    expect(answerThresholds([13, 18, 21], 18)).toEqual({ '13': true, '18': true, '21': false });
    expect(answerThresholds([13], undefined)).toEqual({ '13': false });
  });
});

import { describe, expect, it } from 'vitest';
import type { VerificationRow } from '../../../src/service/db/schema';
import { presentResult } from '../../../src/service/verifications/present-result';
import { widgetState } from '../../../src/service/widget/widget-state';

const ID = '3f2b7c1e-8d4a-4b5e-9c1f-2a3b4c5d6e7f';
const PASSED: VerificationRow = {
  id: ID,
  product_id: 'p',
  mode: 'test',
  status: 'PASS',
  jurisdiction: 'US-CA',
  criteria_category: 'ADULT',
  criteria_age: null,
  threshold: 18,
  flow: 'age-assurance',
  redirect_url: 'https://shop.example.com/age/callback',
  locale: null,
  face_pass_if_over: null,
  face_fail_if_under: null,
  methods: '["id-document"]',
  attempts: '{"id-document":1}',
  subject_hash: null,
  method: 'id-document',
  age_low: 34,
  age_high: 34,
  result_category: 'adult',
  failure_reason: null,
  dob: '1992-01-01',
  created_at: 1,
  opened_at: 2,
  completed_at: 3,
  expires_at: 4,
  short_link_hash: null,
  completion_hash: null,
  revoked_at: null,
  revoke_reason: null,
  picked_locale: null,
};
const REVOKED: VerificationRow = {
  ...PASSED,
  revoked_at: Date.UTC(2026, 5, 1, 12, 0, 0),
  revoke_reason: 'fraud',
};

describe('a revoked verification, as every channel presents it', () => {
  it('get-status: FAIL with `revoked` and nothing else of the result, whatever is asked for', () => {
    expect(presentResult(PASSED)).toMatchObject({ status: 'PASS', method: 'id-document' });
    expect(presentResult(REVOKED, { includeDob: true, allowDob: true })).toEqual({
      id: ID,
      status: 'FAIL',
      revoked: { at: '2026-06-01T12:00:00.000Z', reason: 'fraud' },
    });
  });

  it('the widget: a revoked PASS shows and redirects as a FAIL', () => {
    expect(widgetState(PASSED).result?.status).toBe('PASS');
    const state = widgetState(REVOKED);
    expect(state.result).toMatchObject({ status: 'FAIL', verificationId: ID });
    expect(state.result).not.toHaveProperty('method');
    expect(new URL(state.redirectTo!).searchParams.get('result')).toBe('FAIL');
  });
});

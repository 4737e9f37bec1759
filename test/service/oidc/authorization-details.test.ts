import { describe, expect, it } from 'vitest';
import {
  readAuthorizationDetails,
  VERIFIED_WITHIN_MS,
  withoutDateOfBirth,
} from '../../../src/service/oidc/create/authorization-details';

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const detail = (over: Record<string, unknown> = {}) =>
  JSON.stringify([
    {
      type: 'age_verification',
      method: 'id_doc_scan',
      age: { date_of_birth: '2008-06-15' },
      verified_at: new Date(NOW - 60_000).toISOString(),
      verification_id: 'v1',
      ...over,
    },
  ]);

describe('authorization_details of a create request', () => {
  it('reads the sample\u2019s detail into a floor, a method and provenance, without the date of birth', () => {
    const read = readAuthorizationDetails(detail(), NOW);
    expect(read).toEqual({
      ok: true,
      detail: {
        reportedMethod: 'id_doc_scan',
        method: 'id-document',
        assurance: 'substantial',
        floor: 18,
        verifiedAt: NOW - 60_000,
        verificationId: 'v1',
      },
    });
    if (read.ok) expect(withoutDateOfBirth(read.detail)).not.toContain('2008');
  });

  it('counts full years: the day before the 18th birthday is 17', () => {
    const read = readAuthorizationDetails(detail({ age: { date_of_birth: '2008-06-16' } }), NOW);
    expect(read.ok && read.detail.floor).toBe(17);
  });

  it('takes an age range\u2019s minimum, and rounds down to a floor a key records', () => {
    const read = readAuthorizationDetails(detail({ age: { age_range: { min: 23 } } }), NOW);
    expect(read.ok && read.detail.floor).toBe(21);
  });

  it('reads its own sanitized form back to the same floor', () => {
    const first = readAuthorizationDetails(detail(), NOW);
    if (!first.ok) throw new Error('expected ok');
    const again = readAuthorizationDetails(withoutDateOfBirth(first.detail), NOW, false);
    expect(again.ok && again.detail.floor).toBe(18);
  });

  it.each([
    ['wrong type', detail({ type: 'account_information' }), /type/],
    ['unknown method', detail({ method: 'guess' }), /method/],
    ['age_key', detail({ method: 'age_key' }), /method/],
    ['no age', detail({ age: undefined }), /age/],
    ['under 13', detail({ age: { date_of_birth: '2015-01-01' } }), /under 13/],
    ['bad date', detail({ age: { date_of_birth: '2008-13-01' } }), /date_of_birth/],
    [
      'stale',
      detail({ verified_at: new Date(NOW - VERIFIED_WITHIN_MS - 1).toISOString() }),
      /too old/,
    ],
    ['future', detail({ verified_at: new Date(NOW + 3_600_000).toISOString() }), /future/],
    ['no verification_id', detail({ verification_id: '' }), /verification_id/],
    ['two details', JSON.stringify([{}, {}]), /exactly one/],
    ['not JSON', '[', /JSON/],
  ])('refuses %s', (_label, raw, message) => {
    const read = readAuthorizationDetails(raw, NOW);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(message);
  });

  it('skips only the freshness check on the second reading', () => {
    const old = detail({ verified_at: new Date(NOW - 3_600_000).toISOString() });
    expect(readAuthorizationDetails(old, NOW, false).ok).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PerformResponseSchema } from '../../../src/protocol/perform-request';
import type { ApiRequest } from '../../../src/service/http/api-types';
import isoData from '../../../src/service/policy/data/iso-3166.json' with { type: 'json' };
import { resolveJurisdiction } from '../../../src/service/policy';
import { policyTables } from '../../../src/service/policy/policy-data';
import { startTestService, type TestService } from '../../support/test-service';

/**
 * Replays the request bodies that clients of the hosted API send, for every ISO 3166-1 code, every
 * subdivision with rules of its own and the first ISO 3166-2 subdivision of each country. The
 * calls go to the API router in-process on one (SQLite) database to keep the run short; the HTTP
 * path itself is covered by perform-and-get-status.test.ts on both databases.
 */
const PERFORM = '/api/v1/age-verification/perform';

const countries = Object.keys(isoData.countries);
const ownRules = [...policyTables.subdivisions.keys()];
const firstSubdivisions = Object.entries(isoData.subdivisions).map(
  ([c, parts]) => `${c}-${parts[0]}`,
);

/** Bodies as the hosted API's clients build them (extra top-level fields included). */
const clientBodies = (jurisdiction: string, i: number) => [
  {
    jurisdiction,
    criteria: { ageCategory: 'ADULT' },
    options: { redirectUrl: 'https://shop.example.com/age/callback' },
    kuid: 'b7f0e3a6-2d1c-4e8f-9a5b-0c1d2e3f4a5b',
  },
  {
    // Some clients send lower case and a numeric age.
    jurisdiction: i % 2 === 0 ? jurisdiction.toLowerCase() : jurisdiction,
    criteria: { age: 18 },
    locale: 'en-US',
    subject: { id: `user_${i}`, email: `user${i}@example.com` },
  },
  { jurisdiction, criteria: { ageCategory: 'DIGITAL_YOUTH_OR_ADULT' } },
];

describe('hosted-API request bodies for every ISO jurisdiction', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService('sqlite', { env: { OFAGE_RATE_LIMIT_PER_SECOND: '100000' } });
  });
  afterAll(async () => t.close());

  const call = async (path: string, body: unknown) => {
    const text = JSON.stringify(body);
    const headers: Record<string, string> = {
      authorization: `Bearer ${t.testKey}`,
      'content-type': 'application/json',
    };
    const request: ApiRequest = {
      method: 'POST',
      url: path,
      header: (name) => headers[name.toLowerCase()] ?? null,
      text: () => Promise.resolve(text),
    };
    const res = await t.service.api(request);
    return { status: res.status, body: JSON.parse(res.body) as Record<string, unknown> };
  };
  const row = (id: string) =>
    t.service.ctx.db
      .selectFrom('verifications')
      .select(['jurisdiction', 'threshold', 'methods'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it(`every one of the ${countries.length} ISO 3166-1 codes gets 200 {id, url, shortUrl}`, async () => {
    expect(countries).toHaveLength(249);
    for (const [i, code] of countries.entries()) {
      const expected = resolveJurisdiction(code)!;
      for (const body of clientBodies(code, i)) {
        const res = await call(PERFORM, body);
        expect(res.status, `${code}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(['id', 'shortUrl', 'url']);
        expect(PerformResponseSchema.safeParse(res.body).success).toBe(true);
        const stored = await row(res.body.id as string);
        expect(stored.jurisdiction).toBe(expected.code);
        const threshold =
          'age' in body.criteria
            ? body.criteria.age
            : body.criteria.ageCategory === 'ADULT'
              ? expected.adultAge
              : expected.digitalConsentAge;
        expect(stored.threshold, code).toBe(threshold);
        expect(JSON.parse(stored.methods).length, code).toBeGreaterThan(0);
      }
    }
  });

  it('every subdivision with rules of its own, and one ISO 3166-2 code of each country', async () => {
    const codes = [...new Set([...ownRules, ...firstSubdivisions])];
    expect(codes.length).toBeGreaterThan(200);
    for (const [i, code] of codes.entries()) {
      const res = await call(PERFORM, clientBodies(code, i)[0]);
      expect(res.status, `${code}: ${JSON.stringify(res.body)}`).toBe(200);
      expect((await row(res.body.id as string)).jurisdiction).toBe(resolveJurisdiction(code)!.code);
    }
  });

  it('XK (Kosovo, user-assigned) gets 200 with its own thresholds, as the hosted API offers it', async () => {
    for (const [i, body] of clientBodies('XK', 0).entries()) {
      const res = await call(PERFORM, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const stored = await row(res.body.id as string);
      expect(stored.jurisdiction).toBe('XK');
      expect(stored.threshold).toBe([18, 18, 16][i]);
    }
  });

  it.each(['XX', 'XK-01', 'UK', 'EU', 'US-ZZ', 'FR-75', 'USA', 'U$', 'PR-SJ'])(
    'a code that is not ISO 3166 (%s) gets 400 INVALID_INPUT naming where the list is',
    async (code) => {
      const res = await call(PERFORM, clientBodies(code, 1)[0]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'INVALID_INPUT',
        errorMessage: expect.stringMatching(/iso-3166\.json|send "PR" or "US-PR"/),
      });
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PerformResponseSchema } from '../../../src/protocol/perform-request';
import { VERIFICATION_METHODS } from '../../../src/protocol/verification-result';
import { recordEvidence } from '../../../src/service/verifications/record-evidence';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

const BASE = '/api/v1/age-verification';
const SET_STATUS = '/api/v1/test/set-age-verification-status';

describe.each(testDialects())('hosted-API purpose endpoints on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => t.close());

  const post = async (path: string, body: unknown, key?: string | null) => {
    const res = await t.call(`${BASE}/${path}`, {
      method: 'POST',
      json: body,
      ...(key === undefined ? {} : { key }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const row = (id: string) =>
    t.service.ctx.db
      .selectFrom('verifications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const expectCreated = (res: { status: number; body: Record<string, unknown> }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'shortUrl', 'url']);
    expect(PerformResponseSchema.safeParse(res.body).success).toBe(true);
    return res.body.id as string;
  };
  const failed = async (jurisdiction = 'US-CA') => {
    const id = expectCreated(
      await post('perform', { jurisdiction, criteria: { ageCategory: 'ADULT' } }),
    );
    const set = await t.call(SET_STATUS, {
      method: 'POST',
      json: { id, status: 'FAIL', failureReason: 'age-criteria-not-met' },
    });
    expect(set.status).toBe(200);
    return id;
  };

  describe('perform-age-appeal', () => {
    // The hosted API's sample server forwards exactly these three fields.
    const appealBody = {
      jurisdiction: 'US-CA',
      subject: { id: 'player-7' },
      criteria: { ageCategory: 'ADULT' },
    };

    it('creates a new verification that offers only ID document and digital wallet', async () => {
      const id = expectCreated(await post('perform-age-appeal', appealBody));
      const r = await row(id);
      expect(r.flow).toBe('age-appeal');
      expect(JSON.parse(r.methods)).toEqual(['id-document', 'digital-wallet']);
      expect(r.threshold).toBe(18);
    });

    it('never accepts an estimate, even one that would pass', async () => {
      const id = expectCreated(await post('perform-age-appeal', appealBody));
      await expect(
        recordEvidence(t.service.ctx, id, {
          method: 'facial-age-estimation',
          kind: 'range',
          ageLow: 40,
          ageHigh: 44,
          assurance: 'high',
        } as never),
      ).rejects.toThrow(/not offered/);
      // Nor can the test helper complete the appeal with one.
      const helper = await t.call(SET_STATUS, {
        method: 'POST',
        json: { id, status: 'PASS', method: 'facial-age-estimation', age: { low: 40, high: 44 } },
      });
      expect(helper.status).toBe(400);
      expect(await helper.json()).toEqual({
        error: 'INVALID_INPUT',
        errorMessage: expect.stringMatching(/facial-age-estimation is not offered/),
      });
      expect((await row(id)).status).toBe('PENDING');
      const flow = await post('perform-age-appeal', {
        ...appealBody,
        options: { flow: 'facial-age-estimation' },
      });
      expect(flow).toEqual({
        status: 400,
        body: { error: 'INVALID_INPUT', errorMessage: expect.stringMatching(/omit options\.flow/) },
      });
    });

    it('names the failed verification optionally and takes its jurisdiction and criteria', async () => {
      const previous = await failed('US-AL');
      const id = expectCreated(await post('perform-age-appeal', { verificationId: previous }));
      const r = await row(id);
      expect(r).toMatchObject({ jurisdiction: 'US-AL', threshold: 19, flow: 'age-appeal' });
      // The failed verification keeps its result: the appeal is a verification of its own.
      expect((await row(previous)).status).toBe('FAIL');
    });

    it('refuses a verificationId that is not a failed verification of this product and mode', async () => {
      const pending = expectCreated(
        await post('perform', { jurisdiction: 'US', criteria: { ageCategory: 'ADULT' } }),
      );
      expect(await post('perform-age-appeal', { ...appealBody, verificationId: pending })).toEqual({
        status: 400,
        body: {
          error: 'INVALID_INPUT',
          errorMessage: expect.stringMatching(/only a failed \(FAIL\) verification/),
        },
      });
      const shop = await t.addProduct('Appeal shop');
      const foreign = await post(
        'perform-age-appeal',
        { ...appealBody, verificationId: await failed() },
        shop.testKey,
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body.errorMessage).toMatch(/no verification with this id/);
      const malformed = await post('perform-age-appeal', { ...appealBody, verificationId: 'x' });
      expect(malformed.body.errorMessage).toMatch(/verificationId must be a verification id/);
      for (const bad of [[], 'appeal', null]) {
        expect((await post('perform-age-appeal', bad)).status).toBe(400);
      }
    });

    it('says which rule stops an appeal where ID methods may not be the only ones (AU s.63DB)', async () => {
      const res = await post('perform-age-appeal', { ...appealBody, jurisdiction: 'AU' });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toMatch(
        /perform-age-appeal offers only id-document or digital-wallet/,
      );
      expect(res.body.errorMessage).toMatch(/rule AU_SMMA\/id-document/);
    });
  });

  describe('perform-trusted-adult-verification', () => {
    it('is an ADULT verification when the client sends no criteria', async () => {
      const id = expectCreated(
        await post('perform-trusted-adult-verification', {
          jurisdiction: 'US-AL',
          subject: { id: 'parent-1' },
        }),
      );
      const r = await row(id);
      expect(r).toMatchObject({ flow: 'trusted-adult', criteria_category: 'ADULT', threshold: 19 });
      // Every method that can prove 19+ (a card proves 18+ only).
      expect(JSON.parse(r.methods)).toEqual(
        VERIFICATION_METHODS.filter((m) => m !== 'credit-card'),
      );
    });

    it('accepts ADULT or an age at least the majority, and refuses less', async () => {
      expectCreated(
        await post('perform-trusted-adult-verification', {
          jurisdiction: 'GB',
          criteria: { age: 21 },
        }),
      );
      const youth = await post('perform-trusted-adult-verification', {
        jurisdiction: 'GB',
        criteria: { ageCategory: 'DIGITAL_YOUTH_OR_ADULT' },
      });
      expect(youth).toEqual({
        status: 400,
        body: {
          error: 'INVALID_INPUT',
          errorMessage: expect.stringMatching(/a trusted adult is verified as an adult/),
        },
      });
    });
  });

  describe('perform-inference', () => {
    it('answers 400 INVALID_INPUT: no email-based inference here, and names the methods offered', async () => {
      const res = await post('perform-inference', {
        jurisdiction: 'GB',
        criteria: { ageCategory: 'ADULT' },
        subject: { email: 'someone@example.com' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('INVALID_INPUT');
      expect(res.body.errorMessage).toMatch(/does not offer email-based age inference/);
      for (const method of VERIFICATION_METHODS) expect(res.body.errorMessage).toContain(method);
    });

    it('still requires an API key', async () => {
      expect((await post('perform-inference', {}, null)).status).toBe(401);
    });
  });

  describe('method rules per regime on perform and the per-flow endpoints', () => {
    it.each([
      [
        'perform-facial-age-estimation',
        'US-TX',
        'US_TX_HB1181/facial-age-estimation',
        'findlaw.com',
      ],
      [
        'perform-facial-age-estimation',
        'US-AR',
        'US_AR_ACT612/facial-age-estimation',
        'fastdemocracy.com',
      ],
      ['perform-credit-card-verification', 'DE', 'DE_KJM/credit-card', 'kjm-online.de'],
      ['perform-credit-card-verification', 'FR', 'FR_ARCOM/credit-card', 'tricoteuses.fr'],
    ])('%s in %s: 400 naming rule %s and its citation', async (path, jurisdiction, rule, site) => {
      const res = await post(path, { jurisdiction, criteria: { ageCategory: 'ADULT' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('INVALID_INPUT');
      expect(res.body.errorMessage).toContain(`rule ${rule}`);
      expect(res.body.errorMessage).toContain(site);
      // options.flow on perform is refused the same way.
      if (path === 'perform-facial-age-estimation') {
        const viaPerform = await post('perform', {
          jurisdiction,
          criteria: { ageCategory: 'ADULT' },
          options: { flow: 'facial-age-estimation' },
        });
        expect(viaPerform.body.errorMessage).toContain(`rule ${rule}`);
      }
    });

    it('the picker leaves excluded methods out: Texas gets no facial estimation, California does', async () => {
      const tx = expectCreated(
        await post('perform', { jurisdiction: 'US-TX', criteria: { age: 18 } }),
      );
      expect(JSON.parse((await row(tx)).methods)).not.toContain('facial-age-estimation');
      const ca = expectCreated(
        await post('perform', { jurisdiction: 'US-CA', criteria: { age: 18 } }),
      );
      expect(JSON.parse((await row(ca)).methods)).toContain('facial-age-estimation');
    });

    it('FR without a double-anonymity method: 400 naming FR_ARCOM/double-anonymity', async () => {
      const shop = await t.addProduct('No wallet shop');
      await t.service.ctx.db
        .updateTable('products')
        .set({ enabled_methods: JSON.stringify(['facial-age-estimation', 'id-document']) })
        .where('id', '=', shop.product.id)
        .execute();
      t.service.invalidateCaches();
      const res = await post(
        'perform',
        { jurisdiction: 'FR', criteria: { ageCategory: 'ADULT' } },
        shop.testKey,
      );
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toMatch(/rule FR_ARCOM\/double-anonymity/);
      expect(res.body.errorMessage).toMatch(/enable digital-wallet/);
    });
  });

  describe('subject.email', () => {
    it('counts attempts like subject.id, across case, within one product only', async () => {
      const email = `Player.${Date.now()}@Example.com`;
      const body = {
        jurisdiction: 'US-CA',
        criteria: { ageCategory: 'ADULT' },
        subject: { email },
      };
      const first = expectCreated(await post('perform', body));
      const none = { method: 'id-document', kind: 'none', assurance: 'high' } as const;
      await recordEvidence(t.service.ctx, first, none);
      const second = expectCreated(
        await post('perform', { ...body, subject: { email: email.toLowerCase() } }),
      );
      expect(JSON.parse((await row(second)).attempts)).toEqual({ 'id-document': 1 });
      const shop = await t.addProduct('Email shop');
      const foreign = expectCreated(await post('perform', body, shop.testKey));
      expect(JSON.parse((await row(foreign)).attempts)).toEqual({});
    });

    it('is never stored in clear: the e-mail address is in no table', async () => {
      const email = `never.stored.${Date.now()}@example.org`;
      for (const path of ['perform', 'perform-age-appeal', 'perform-trusted-adult-verification']) {
        expectCreated(
          await post(path, {
            jurisdiction: 'GB',
            criteria: { ageCategory: 'ADULT' },
            subject: { email },
          }),
        );
      }
      const tables = (await t.service.ctx.db.introspection.getTables()).map((x) => x.name);
      expect(tables).toContain('verifications');
      const needle = email.split('@')[0]!;
      for (const table of tables) {
        const rows = await t.service.ctx.db
          .selectFrom(table as 'verifications')
          .selectAll()
          .execute();
        expect(JSON.stringify(rows).toLowerCase(), table).not.toContain(needle);
      }
    });

    it('must be an e-mail address', async () => {
      const res = await post('perform', {
        jurisdiction: 'GB',
        criteria: { ageCategory: 'ADULT' },
        subject: { email: 'not-an-address' },
      });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toMatch(/subject\.email/);
    });
  });
});

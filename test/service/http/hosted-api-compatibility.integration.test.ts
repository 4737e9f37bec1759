import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { sessionFromToken } from '../../../src/service/widget/load-widget-session';
import { widgetPageProps } from '../../../src/service/widget/pages/get-widget-page-props';
import { recordEvidence } from '../../../src/service/verifications/record-evidence';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { startWebhookReceiver } from '../../support/webhook-receiver';
import { pageContext } from '../widget/support';

const BASE = '/api/v1/age-verification';
const STATUS = `${BASE}/get-status`;
const SET_STATUS = '/api/v1/test/set-age-verification-status';

/** Bodies shaped like those that clients of the hosted API send (extra fields included). */
const clientBody = {
  jurisdiction: 'US-CA',
  criteria: { age: 21 },
  locale: 'en-US',
  subject: { id: 'user_8f2c', claimedAge: 30, claimedDateOfBirth: '1995-05-17' },
  options: { redirectUrl: 'https://shop.example.com/age/callback?order=42' },
  kuid: 'b7f0e3a6-2d1c-4e8f-9a5b-0c1d2e3f4a5b',
  clientReference: 'order-42',
};

const aliases = [
  ['perform-access-age-verification', 'age-assurance'],
  ['perform-age-key-verification', 'age-key'],
  ['perform-facial-age-estimation', 'facial-age-estimation'],
  ['perform-id-verification', 'id-scan'],
] as const;

describe.each(testDialects())(
  'drop-in compatibility with hosted-API clients on $dialect',
  ({ dialect }) => {
    let t: TestService;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let secret = '';
    beforeAll(async () => {
      t = await startTestService(dialect, { env: { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' } });
      receiver = await startWebhookReceiver(() => secret);
      secret = (
        await setWebhookEndpoint(
          t.service.ctx.db,
          t.product.id,
          'test',
          { url: receiver.url },
          Date.now(),
          { allowLoopback: true },
        )
      ).secret;
    });
    afterAll(async () => {
      await t.close();
      await receiver.close();
    });

    const post = async (path: string, body: unknown) => {
      const res = await t.call(`${BASE}/${path}`, { method: 'POST', json: body });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const status = async (id: string) =>
      (await (await t.call(`${STATUS}?id=${id}`)).json()) as Record<string, unknown>;
    const row = (id: string) =>
      t.service.ctx.db
        .selectFrom('verifications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it.each(aliases)('%s answers like perform with flow %s', async (path, flow) => {
      const viaAlias = await post(path, clientBody);
      const viaPerform = await post('perform', {
        ...clientBody,
        options: { ...clientBody.options, flow },
      });
      expect(viaAlias.status).toBe(200);
      expect(Object.keys(viaAlias.body).sort()).toEqual(Object.keys(viaPerform.body).sort());
      expect(viaAlias.body.shortUrl).toMatch(
        new RegExp(`/v/${viaAlias.body.id as string}\\?pid=${t.product.id}&s=qr&k=[\\w-]{43}$`),
      );
      const [a, p] = [
        await row(viaAlias.body.id as string),
        await row(viaPerform.body.id as string),
      ];
      for (const field of [
        'flow',
        'threshold',
        'jurisdiction',
        'criteria_age',
        'locale',
        'methods',
        'redirect_url',
      ] as const) {
        expect(a[field]).toEqual(p[field]);
      }
      expect(a.flow).toBe(flow);
    });

    it.each(aliases)('%s shares perform\u2019s validation and errors', async (path) => {
      for (const bad of [
        { jurisdiction: 'XX', criteria: { age: 18 } },
        { jurisdiction: 'US', criteria: { age: 18, ageCategory: 'ADULT' } },
        {},
      ]) {
        expect(await post(path, bad)).toEqual(await post('perform', bad));
      }
    });

    it.each([
      ['perform-credit-card-verification', 'credit-card'],
      ['perform-connect-id-verification', 'bank-app'],
    ] as const)('%s starts the widget in our %s method', async (path, method) => {
      const body = { ...clientBody, criteria: { age: 18 } };
      const viaAlias = await post(path, body);
      expect(viaAlias.status).toBe(200);
      const r = await row(viaAlias.body.id as string);
      expect(r.flow).toBe(method);
      expect(JSON.parse(r.methods)).toContain(method);
      const token = new URL(viaAlias.body.url as string).searchParams.get('token');
      const page = await widgetPageProps(
        t.service,
        pageContext().context,
        await sessionFromToken(t.service, token),
        false,
      );
      expect(page.props.ok && page.props.flowMethod).toBe(method);
      // The simulator completes it like any other test verification.
      const set = await t.call(SET_STATUS, {
        method: 'POST',
        json: { id: viaAlias.body.id, status: 'PASS', method },
      });
      expect(set.status).toBe(200);
      expect((await status(viaAlias.body.id as string)).method).toBe(method);
    });

    it('a card cannot prove 21+, and live keys get no simulator: both say so', async () => {
      const card = await post('perform-credit-card-verification', clientBody);
      expect(card).toEqual({
        status: 400,
        body: { error: 'INVALID_INPUT', errorMessage: expect.stringMatching(/cannot prove 21\+/) },
      });
      for (const path of ['perform-credit-card-verification', 'perform-connect-id-verification']) {
        const res = await t.call(`${BASE}/${path}`, {
          method: 'POST',
          key: t.liveKey,
          json: { ...clientBody, criteria: { age: 18 } },
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: 'INVALID_INPUT',
          errorMessage: expect.stringMatching(/no live implementation/),
        });
      }
    });

    it('criteria.age with a PASS reports ageCategory from the jurisdiction; webhook and get-status agree', async () => {
      const { body } = await post('perform-access-age-verification', {
        ...clientBody,
        criteria: { age: 16 },
      });
      const id = body.id as string;
      const set = await t.call(SET_STATUS, {
        method: 'POST',
        json: { id, status: 'PASS', method: 'id-document', age: { low: 16, high: 16 } },
      });
      expect(set.status).toBe(200);
      const result = await status(id);
      // US: digital consent 13, majority 18 → a proven 16 is a digital youth.
      expect(result).toEqual({
        id,
        status: 'PASS',
        method: 'id-document',
        age: { low: 16, high: 16 },
        ageCategory: 'digital-youth',
      });
      const hook = await receiver.waitForMatch((w) => w.body.includes(id));
      expect(hook.validHmac && hook.validStandard).toBe(true);
      expect(JSON.parse(hook.body)).toEqual({
        eventType: 'Verification.Result',
        data: { ...result, verificationId: id },
      });
    });

    it('claimedAge and claimedDateOfBirth are hints, never evidence', async () => {
      const { body } = await post('perform-access-age-verification', {
        ...clientBody,
        subject: { claimedAge: 99, claimedDateOfBirth: '1900-01-01' },
      });
      expect((await status(body.id as string)).status).toBe('PENDING');
      const r = await row(body.id as string);
      expect(Object.values(r)).not.toContain(99);
      expect(JSON.stringify(r)).not.toContain('1900-01-01');
    });

    it('subject.id counts attempts across verifications of one subject within a product', async () => {
      const subject = { id: `user_${Date.now()}` };
      const first = (await post('perform', { ...clientBody, subject })).body.id as string;
      const none = { method: 'id-document', kind: 'none', assurance: 'high' } as const;
      await recordEvidence(t.service.ctx, first, none);
      await recordEvidence(t.service.ctx, first, none);
      const second = (await post('perform', { ...clientBody, subject })).body.id as string;
      expect(JSON.parse((await row(second)).attempts)).toEqual({ 'id-document': 2 });
      const other = (await post('perform', { ...clientBody, subject: { id: 'someone-else' } })).body
        .id as string;
      expect(JSON.parse((await row(other)).attempts)).toEqual({});
      // Another product never sees this subject's attempts, even with the same subject id.
      const shop = await t.addProduct('Other shop');
      const res = await t.call(`${BASE}/perform`, {
        method: 'POST',
        key: shop.testKey,
        json: { ...clientBody, subject },
      });
      const foreign = ((await res.json()) as { id: string }).id;
      expect(JSON.parse((await row(foreign)).attempts)).toEqual({});
    });

    it('a subject who used every attempt gets FAIL max-attempts-exceeded at once', async () => {
      const subject = { id: `exhausted_${Date.now()}` };
      const first = (await post('perform', { ...clientBody, subject })).body.id as string;
      for (const method of JSON.parse((await row(first)).methods) as string[]) {
        for (let i = 0; i < 3; i++) {
          const r = await row(first);
          if (r.status === 'FAIL') break;
          await recordEvidence(t.service.ctx, first, {
            method: method as 'credit-card',
            kind: 'none',
            assurance: 'high',
          });
        }
      }
      const again = (await post('perform', { ...clientBody, subject })).body.id as string;
      expect(await status(again)).toEqual({
        id: again,
        status: 'FAIL',
        failureReason: 'max-attempts-exceeded',
      });
    });

    it('get-status accepts includeDob and omits dob when no method proved one', async () => {
      const id = (await post('perform', clientBody)).body.id as string;
      await t.call(SET_STATUS, { method: 'POST', json: { id, status: 'PASS' } });
      const res = await t.call(`${STATUS}?id=${id}&includeDob=true`);
      expect(res.status).toBe(200);
      expect(await res.json()).not.toHaveProperty('dob');
    });
  },
);

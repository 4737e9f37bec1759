import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationMethod } from '../../../src/protocol/verification-result';
import type { MethodDefinition } from '../../../src/service/methods/kit/method-definition';
import { methodJson } from '../../../src/service/methods/kit/method-json';
import { METHODS } from '../../../src/service/methods/registry';
import { recordEvidence } from '../../../src/service/verifications/record-evidence';
import { handleMethodAction } from '../../../src/service/widget/handlers/method-action';
import type { AttemptResponse } from '../../../src/service/methods/kit/widget-types';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { perform } from '../widget/support';

/** A method of the tests' own, with one action of each kind the dispatcher serves. */
let live = false;
const probe: MethodDefinition = {
  ...METHODS['id-document'],
  isLive: () => live,
  actions: {
    echo: {
      httpMethod: 'POST',
      auth: 'widget',
      handle: async (call) =>
        methodJson(200, { body: await call.body.json(), verification: call.session!.row.id }),
    },
    upload: {
      httpMethod: 'POST',
      auth: 'widget',
      maxBodyBytes: 1000,
      handle: async (call) => methodJson(200, { size: (await call.body.bytes()).byteLength }),
    },
    form: {
      httpMethod: 'POST',
      auth: 'public',
      handle: async (call) => methodJson(200, { state: (await call.body.form()).get('state') }),
    },
    specimen: {
      httpMethod: 'GET',
      auth: 'widget',
      testOnly: true,
      handle: () => Promise.resolve(methodJson(200, { ok: true })),
    },
    attempt: {
      httpMethod: 'POST',
      auth: 'widget',
      handle: async (call) => ({
        attempt: await recordEvidence(call.deps.ctx, call.session!.row.id, {
          method: 'id-document',
          kind: 'exact',
          ageLow: 40,
          ageHigh: 40,
          assurance: 'high',
        }),
        detail: { read: 'mrz' },
      }),
    },
    crash: {
      httpMethod: 'POST',
      auth: 'widget',
      handle: () => Promise.reject(new Error('bug')),
    },
  },
};
const methods = { ...METHODS, 'id-document': probe } as Record<
  VerificationMethod,
  MethodDefinition
>;

describe.each(testDialects())('method actions on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => t.close());

  const call = (path: string, init: RequestInit = {}) =>
    handleMethodAction(t.service, new Request(`http://localhost${path}`, init), methods);
  const bearer = (token: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    ...extra,
  });
  const json = { 'content-type': 'application/json' };

  it('runs a widget action for the verification its token names', async () => {
    const v = await perform(t);
    const res = await call('/api/widget/methods/id-document/echo', {
      method: 'POST',
      headers: bearer(v.token, json),
      body: JSON.stringify({ hello: 1 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ body: { hello: 1 }, verification: v.id });
  });

  it('refuses a missing or forged widget token with 401', async () => {
    const v = await perform(t);
    for (const headers of [json, bearer(`${v.token.slice(0, -4)}AAAA`, json)]) {
      const res = await call('/api/widget/methods/id-document/echo', {
        method: 'POST',
        headers,
        body: '{}',
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    }
  });

  it('answers unknown methods and actions 404 and a wrong HTTP method 405, as JSON', async () => {
    for (const path of [
      '/api/widget/methods/palm-reading/echo',
      '/api/widget/methods/id-document/nope',
    ]) {
      const res = await call(path, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    const res = await call('/api/widget/methods/id-document/echo');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('stops reading a body past the action limit (413), declared or streamed', async () => {
    const v = await perform(t);
    const declared = await call('/api/widget/methods/id-document/upload', {
      method: 'POST',
      headers: bearer(v.token, { 'content-length': '5000' }),
      body: new Uint8Array(5000),
    });
    expect(declared.status).toBe(413);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 512;
        controller.enqueue(new Uint8Array(512));
        if (sent > 1_000_000) controller.close();
      },
    });
    const streamed = await call('/api/widget/methods/id-document/upload', {
      method: 'POST',
      headers: bearer(v.token),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(10_000); // it stopped pulling: nothing near a megabyte was read
    const fits = await call('/api/widget/methods/id-document/upload', {
      method: 'POST',
      headers: bearer(v.token),
      body: new Uint8Array(900),
    });
    expect(await fits.json()).toEqual({ size: 900 });
  });

  it('serves public actions without a token (they authenticate themselves)', async () => {
    const res = await call('/api/widget/methods/id-document/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'state=abc',
    });
    expect(await res.json()).toEqual({ state: 'abc' });
  });

  it('keeps test-only helpers and non-live methods away from live verifications', async () => {
    const testV = await perform(t);
    const ok = await call(
      `/api/widget/methods/id-document/specimen?token=${encodeURIComponent(testV.token)}`,
    );
    expect(ok.status).toBe(200);
    live = true;
    const liveV = await perform(t, {}, t.liveKey);
    const refused = await call(
      `/api/widget/methods/id-document/specimen?token=${encodeURIComponent(liveV.token)}`,
    );
    expect(refused.status).toBe(403);
    live = false;
    const notLive = await call('/api/widget/methods/id-document/echo', {
      method: 'POST',
      headers: bearer(liveV.token, json),
      body: '{}',
    });
    expect(notLive.status).toBe(403);
    expect(((await notLive.json()) as { errorMessage: string }).errorMessage).toMatch(/live/);
  });

  it('refuses a method the verification does not offer', async () => {
    const v = await perform(t, { options: { flow: 'age-assurance' } });
    await t.service.ctx.db
      .updateTable('verifications')
      .set({ methods: JSON.stringify(['age-key']) })
      .where('id', '=', v.id)
      .execute();
    const res = await call('/api/widget/methods/id-document/echo', {
      method: 'POST',
      headers: bearer(v.token, json),
      body: '{}',
    });
    expect(res.status).toBe(400);
  });

  it("answers an attempt with the widget's new state and the method's detail", async () => {
    const v = await perform(t);
    const res = await call('/api/widget/methods/id-document/attempt', {
      method: 'POST',
      headers: bearer(v.token),
    });
    const body = (await res.json()) as AttemptResponse & { detail: unknown };
    expect(body.decision).toBe('pass');
    expect(body.state.status).toBe('PASS');
    expect(body.state.result).toMatchObject({ method: 'id-document', age: { low: 40, high: 40 } });
    expect(body.detail).toEqual({ read: 'mrz' });
  });

  it('is served on the lean HTTP path, bodies streamed through', async () => {
    const res = await fetch(`${t.url}/api/widget/methods/id-document/nope`, {
      method: 'POST',
      body: 'x',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      error: 'NOT_FOUND',
      errorMessage: expect.stringContaining('no method action') as string,
    });
  });

  it('answers a bug inside an action with a bare 500 JSON, never its message', async () => {
    const v = await perform(t);
    const res = await call('/api/widget/methods/id-document/crash', {
      method: 'POST',
      headers: bearer(v.token),
    });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: string; errorMessage: string };
    expect(body.error).toBe('INTERNAL_ERROR');
    expect(body.errorMessage).not.toContain('bug');
  });
});

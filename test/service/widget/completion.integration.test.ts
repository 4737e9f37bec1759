import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLL_MS, handleEvents } from '../../../src/service/widget/handlers/events';
import { handleResultPage } from '../../../src/service/widget/handlers/result-page';
import { handleSimulate } from '../../../src/service/widget/handlers/simulate';
import { handleStatus } from '../../../src/service/widget/handlers/status';
import type { WidgetState } from '../../../src/service/methods/kit/widget-types';
import { VerificationNotifier } from '../../../src/service/verifications/verification-notifier';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { waitFor } from '../../support/wait';
import { perform, SET_STATUS, simulateRequest } from './support';

/** Reads `event: state` messages from an SSE response until `until` holds. */
async function readStates(
  res: Response,
  until: (s: WidgetState) => boolean,
  /** Filled as the states arrive, so a test can wait for the first one. */
  states: WidgetState[] = [],
  timeoutMs = 10_000,
): Promise<{ states: WidgetState[]; ended: boolean }> {
  let timedOut = false;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const deadline = setTimeout(() => {
    timedOut = true;
    void reader.cancel();
  }, timeoutMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: state\ndata: (.*)$/m.exec(block);
        if (data) {
          const s = JSON.parse(data[1]!) as WidgetState;
          states.push(s);
          if (until(s)) return { states, ended: false };
        }
      }
    }
  } finally {
    clearTimeout(deadline);
    await reader.cancel().catch(() => undefined);
  }
  // The server closed the stream (rather than our deadline cancelling it).
  return { states, ended: !timedOut };
}

describe.each(testDialects())(
  'completion from elsewhere and the result page on $dialect',
  ({ dialect }) => {
    let t: TestService;
    beforeAll(async () => {
      t = await startTestService(dialect);
    });
    afterAll(async () => t.close());

    const done = (s: WidgetState) => s.status === 'PASS' || s.status === 'FAIL';
    const events = (token: string, deps = t.service, pollMs?: number) =>
      handleEvents(
        deps,
        new Request(`http://localhost/api/widget/events?token=${encodeURIComponent(token)}`),
        pollMs === undefined ? {} : { pollMs },
      );

    it('the event stream sends the state at once, then the test helper result', async () => {
      const v = await perform(t);
      const res = await events(v.token);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const seen: WidgetState[] = [];
      const reading = readStates(res, done, seen);
      await waitFor(() => seen.length > 0, { message: 'the first state on the stream' });
      const set = await t.call(SET_STATUS, {
        method: 'POST',
        json: { id: v.id, status: 'PASS', method: 'id-document', age: { low: 40, high: 40 } },
      });
      expect(set.status).toBe(200);
      const { states } = await reading;
      expect(states[0]!.status).toBe('PENDING');
      expect(states.at(-1)!.result).toEqual({
        id: v.id,
        verificationId: v.id,
        status: 'PASS',
        method: 'id-document',
        age: { low: 40, high: 40 },
        ageCategory: 'adult',
      });
    });

    it('a result reached through another instance arrives by re-reading the row', async () => {
      // Within 2 s: a re-read every second at most, the rest is one primary-key read.
      expect(DEFAULT_POLL_MS).toBeLessThanOrEqual(1000);
      const v = await perform(t);
      // This "instance" has its own notifier, which never hears of the completion.
      const elsewhere = { ...t.service, notifier: new VerificationNotifier() };
      const seen: WidgetState[] = [];
      const reading = readStates(await events(v.token, elsewhere), done, seen);
      await waitFor(() => seen.length > 0, { message: 'the first state on the stream' });
      await handleSimulate(
        t.service,
        simulateRequest({ token: v.token, method: 'id-document', outcome: 'teen' }),
      );
      const { states } = await reading;
      expect(states.at(-1)!.result).toMatchObject({
        status: 'FAIL',
        failureReason: 'age-criteria-not-met',
      });
    });

    it('a stream opened after the result sends it and ends', async () => {
      const v = await perform(t);
      await handleSimulate(
        t.service,
        simulateRequest({ token: v.token, method: 'id-document', outcome: 'adult' }),
      );
      const { states, ended } = await readStates(await events(v.token), () => false);
      expect(ended).toBe(true);
      expect(states).toHaveLength(1);
      expect(states[0]!.status).toBe('PASS');
    });

    it('the stream and the status endpoint refuse a bad token', async () => {
      expect((await events('nope')).status).toBe(401);
      const status = await handleStatus(
        t.service,
        new Request('http://localhost/api/widget/status?token=nope'),
      );
      expect(status.status).toBe(401);
    });

    it('redirectTo keeps the merchant query and adds verificationId and result', async () => {
      const v = await perform(t, {
        options: { redirectUrl: 'https://shop.example/return?order=7&lang=de#top' },
      });
      const res = await handleSimulate(
        t.service,
        simulateRequest({ token: v.token, method: 'id-document', outcome: 'adult' }),
      );
      const { state } = (await res.json()) as { state: WidgetState };
      const url = new URL(state.redirectTo!);
      expect(url.origin + url.pathname).toBe('https://shop.example/return');
      expect([...url.searchParams]).toEqual([
        ['order', '7'],
        ['lang', 'de'],
        ['verificationId', v.id],
        ['result', 'PASS'],
      ]);
      expect(url.hash).toBe('#top');
    });

    it('result page: continues to the stored redirectUrl once the result is in', async () => {
      const v = await perform(t, { options: { redirectUrl: 'myapp://verified?from=bank' } });
      const url = `http://localhost/result?token=${encodeURIComponent(v.token)}`;
      const waiting = await handleResultPage(t.service, new Request(url));
      expect(waiting.status).toBe(200);
      expect(await waiting.text()).toContain('http-equiv="refresh"');

      await t.call(SET_STATUS, {
        method: 'POST',
        json: { id: v.id, status: 'FAIL', method: 'bank-app' },
      });
      const done = await handleResultPage(t.service, new Request(url));
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(
        `myapp://verified?from=bank&verificationId=${v.id}&result=FAIL`,
      );
      expect(done.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('result page without a redirectUrl says where to go on; a bad token gets 400', async () => {
      const v = await perform(t);
      await t.call(SET_STATUS, { method: 'POST', json: { id: v.id, status: 'PASS' } });
      const page = await handleResultPage(
        t.service,
        new Request(`http://localhost/result?token=${encodeURIComponent(v.token)}`, {
          headers: { 'accept-language': 'de' },
        }),
      );
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Ihr Alter ist bestätigt');
      const bad = await handleResultPage(t.service, new Request('http://localhost/result?token=x'));
      expect(bad.status).toBe(400);
    });
  },
);

/**
 * `npm run bench card-bank`: the service's own time per card check and per bank code
 * exchange, processor's and bank's time excluded. The processor and the bank are local stand-ins
 * answering in their documented shapes (the tests' Stripe-shaped server; a minimal OpenID
 * provider); each reports the time it spent on its side, which is subtracted. Baseline, same
 * run: a get-status call on the same service. Target: p50 ≤ 30 ms.
 */
import { performance } from 'node:perf_hooks';
import type { BankProvider } from '../src/service/methods/bank-app/bank-config';
import { startHostileOp } from '../test/service/methods/bank-app/hostile-op';
import { startStripeApiServer } from '../test/service/methods/credit-card/stripe-api-server';
import { startTestService, type TestService } from '../test/support/test-service';
import { perform, STATUS } from '../test/service/widget/support';

const RUNS = 60;
const pct = (list: number[], p: number): number => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const post = (t: TestService, token: string, path: string, body: unknown) =>
  fetch(`${t.url}/api/widget/methods/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export async function benchCardBank(): Promise<void> {
  const stripe = await startStripeApiServer();
  const op = await startHostileOp('ofage-bench');
  const bank: BankProvider = {
    id: 'bench-bank',
    name: 'Bench bank',
    profile: 'generic',
    issuer: op.state.issuer,
    clientId: 'ofage-bench',
    clientSecret: 'bench-client-secret',
    privateJwk: undefined,
    ageClaim: 'age_over',
    requestObject: false,
    par: false,
    idTokenAlg: 'ES256',
    allowHttp: true,
  };
  const t = await startTestService('sqlite', {
    configure: (c) => {
      c.card.stripe = {
        secretKey: 'sk_test_bench',
        publishableKey: 'pk_test_bench',
        apiBase: stripe.url,
        timeoutMs: 5000,
      };
      c.bank.providers = [bank];
    },
  });
  try {
    const baseline: number[] = [];
    const stripeCheck: number[] = [];
    const testCheck: number[] = [];
    const exchange: number[] = [];
    for (let i = 0; i < RUNS + 5; i++) {
      const warm = i < 5;
      // Baseline: one get-status.
      const b = await perform(t);
      let started = performance.now();
      await (await t.call(`${STATUS}?id=${b.id}`)).arrayBuffer();
      if (!warm) baseline.push(performance.now() - started);

      // A card check with Stripe (live): complete = retrieve the SetupIntent + decide + record.
      const live = await perform(t, {}, t.liveKey);
      const { check } = (await (await post(t, live.token, 'credit-card/start', {})).json()) as {
        check: string;
      };
      let before = stripe.busyMs;
      started = performance.now();
      const done = await post(t, live.token, 'credit-card/complete', { check });
      if ((await done.json()) && done.status !== 200) throw new Error('card check failed');
      if (!warm) stripeCheck.push(performance.now() - started - (stripe.busyMs - before));

      // The same with the test processor (test mode: card-validator, no network).
      const test = await perform(t);
      const begun = (await (await post(t, test.token, 'credit-card/start', {})).json()) as {
        check: string;
      };
      started = performance.now();
      const tested = await post(t, test.token, 'credit-card/complete', {
        check: begun.check,
        testCard: { number: '4000008260000000', expiry: '12/34', cvc: '123' },
      });
      if ((await tested.json()) && tested.status !== 200) throw new Error('test check failed');
      if (!warm) testCheck.push(performance.now() - started);

      // A bank code exchange: the callback = state + token request + ID token checks + record.
      const bv = await perform(t, {}, t.liveKey);
      const { url } = (await (
        await post(t, bv.token, 'bank-app/start', { provider: 'bench-bank' })
      ).json()) as { url: string };
      const auth = new URL(url);
      op.state.next = {
        flaw: 'none',
        nonce: auth.searchParams.get('nonce')!,
        claims: { age_over_18: true },
      };
      before = op.state.busyMs;
      started = performance.now();
      const back = await fetch(
        `${t.url}/api/widget/methods/bank-app/callback?code=c&state=${auth.searchParams.get('state')}`,
        { redirect: 'manual' },
      );
      await back.arrayBuffer();
      if (back.status !== 303) throw new Error(`bank callback ${back.status}`);
      if (!warm) exchange.push(performance.now() - started - (op.state.busyMs - before));
    }
    const base = pct(baseline, 50);
    console.log('\n## Card check and bank code exchange (SQLite, one process, loopback)\n');
    console.log(`  baseline: get-status, p50 ${base.toFixed(2)} ms`);
    for (const [label, list] of [
      ['card check, Stripe adapter (complete)', stripeCheck],
      ['card check, test processor (complete)', testCheck],
      ['bank code exchange (callback)', exchange],
    ] as const) {
      const p50 = pct(list, 50);
      console.log(
        `  ${label}: p50 ${p50.toFixed(1)} ms (${(p50 / base).toFixed(1)}× get-status), p95 ${pct(list, 95).toFixed(1)} ms over ${RUNS} (target p50 ≤ 30 ms: ${p50 <= 30 ? 'ok' : 'OVER'})`,
      );
    }
  } finally {
    await t.close();
    await stripe.close();
    await op.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCardBank();

import { performance } from 'node:perf_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next retrieved SetupIntent turns out (what Elements + the issuer did in the browser). */
export type StripeScenario =
  | { kind: 'card'; funding: 'credit' | 'debit' | 'prepaid'; country: string }
  | { kind: 'declined'; declineCode: string }
  | { kind: 'unconfirmed' }
  | { kind: 'api-error' }
  | { kind: 'bad-key' }
  | { kind: 'timeout' };

export interface StripeApiServer {
  url: string;
  scenario: StripeScenario;
  /** Requests received, as `METHOD path` with the Authorization header seen. */
  requests: { line: string; authorization: string | undefined; body: string }[];
  /** Milliseconds this server spent on requests, from arrival to the end of its answer. */
  busyMs: number;
  close(): Promise<void>;
}

/**
 * A local stand-in for the two Stripe endpoints the adapter uses (create and retrieve a
 * SetupIntent), answering in Stripe's documented shapes
 * (https://docs.stripe.com/api/setup_intents/object, https://docs.stripe.com/api/errors):
 * form-encoded requests, JSON objects, `{error: {type, code, message}}` errors.
 */
export async function startStripeApiServer(): Promise<StripeApiServer> {
  const intents = new Map<string, { metadata: Record<string, string> }>();
  let seq = 0;
  const state: StripeApiServer = {
    url: '',
    scenario: { kind: 'card', funding: 'credit', country: 'GB' },
    requests: [],
    busyMs: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const arrived = performance.now();
    res.on('finish', () => (state.busyMs += performance.now() - arrived));
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      state.requests.push({
        line: `${req.method} ${req.url}`,
        authorization: req.headers.authorization,
        body,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
        res.end(JSON.stringify(json));
      };
      const scenario = state.scenario;
      if (scenario.kind === 'timeout') return; // never answers
      if (scenario.kind === 'bad-key') {
        return send(401, {
          error: {
            type: 'invalid_request_error',
            message: 'Invalid API Key provided: sk_test_****',
          },
        });
      }
      if (scenario.kind === 'api-error') {
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      if (req.method === 'POST' && url.pathname === '/v1/setup_intents') {
        const form = new URLSearchParams(body);
        const id = `seti_${String(++seq).padStart(24, '0')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        intents.set(id, { metadata });
        return send(200, intentObject(id, metadata, 'requires_payment_method', null, null));
      }
      const m = /^\/v1\/setup_intents\/(seti_\w+)$/.exec(url.pathname);
      const intent = m && req.method === 'GET' ? intents.get(m[1]!) : undefined;
      if (!m || !intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such setupintent: '${m?.[1] ?? ''}'`,
          },
        });
      }
      const expanded = [...url.searchParams].some(
        ([k, v]) => /^expand\[\d*\]$/.test(k) && v === 'payment_method',
      );
      switch (scenario.kind) {
        case 'card':
          return send(
            200,
            intentObject(
              m[1]!,
              intent.metadata,
              'succeeded',
              expanded ? paymentMethod(scenario.funding, scenario.country) : 'pm_1',
              null,
            ),
          );
        case 'declined':
          return send(
            200,
            intentObject(m[1]!, intent.metadata, 'requires_payment_method', null, {
              type: 'card_error',
              code: 'card_declined',
              decline_code: scenario.declineCode,
              message: 'Your card was declined.',
            }),
          );
        case 'unconfirmed':
          return send(
            200,
            intentObject(m[1]!, intent.metadata, 'requires_payment_method', null, null),
          );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

function intentObject(
  id: string,
  metadata: Record<string, string>,
  status: string,
  paymentMethod: unknown,
  lastSetupError: unknown,
) {
  return {
    id,
    object: 'setup_intent',
    application: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${'x'.repeat(24)}`,
    created: 1_800_000_000,
    customer: null,
    description: null,
    last_setup_error: lastSetupError,
    latest_attempt: null,
    livemode: false,
    metadata,
    next_action: null,
    payment_method: paymentMethod,
    payment_method_types: ['card'],
    status,
    usage: 'on_session',
  };
}

function paymentMethod(funding: string, country: string) {
  return {
    id: 'pm_1',
    object: 'payment_method',
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: 'visa',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country,
      exp_month: 12,
      exp_year: 2034,
      fingerprint: 'Xt5EWLLDS7FJjR1c',
      funding,
      last4: '4242',
    },
    created: 1_800_000_000,
    customer: null,
    livemode: false,
    type: 'card',
  };
}

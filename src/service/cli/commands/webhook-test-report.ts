import type { SendTestWebhookResult } from '../../webhooks/send-test-webhook';

type Outcome = Extract<SendTestWebhookResult, { ok: true }>;

/** One verdict for `ofage webhooks test`, which every line of its report agrees with. */
export type WebhookTestVerdict = 'ok' | 'not-delivered' | 'rejects-valid' | 'accepts-invalid';

const is2xx = (code: number | null): code is number => code !== null && code >= 200 && code < 300;

/**
 * The report of a test delivery: a line per event saying what the receiver answered, what was
 * expected and whether that is right (✓/✗), and one verdict. A receiver is OK when it answered
 * 2xx to the validly signed event and refused (401, or another non-2xx answer) the invalid one —
 * the `passed` of `sendTestWebhook`, as the console shows it. An event the service could not
 * deliver says so, and nothing is said about a receiver that never got it.
 */
export function webhookTestReport(outcome: Outcome): {
  verdict: WebhookTestVerdict;
  text: string;
} {
  const { valid, invalid } = outcome;
  const verdict: WebhookTestVerdict =
    valid.statusCode === null || invalid.statusCode === null
      ? 'not-delivered'
      : !is2xx(valid.statusCode)
        ? 'rejects-valid'
        : is2xx(invalid.statusCode)
          ? 'accepts-invalid'
          : 'ok';
  const answer = (o: Outcome['valid']) =>
    o.statusCode === null
      ? `not delivered (${o.error ?? 'no answer'})`
      : `${o.statusCode}${o.responseExcerpt ? ` — ${o.responseExcerpt.slice(0, 60)}` : ''}`;
  // Not delivered is neither right nor wrong of the receiver: no mark.
  const mark = (o: Outcome['valid'], good: boolean) =>
    o.statusCode === null ? '–' : good ? '✓' : '✗';
  const lines = [
    `validly signed    → ${answer(valid)}   expected 2xx   ${mark(valid, is2xx(valid.statusCode))}`,
    `invalidly signed  → ${answer(invalid)}   expected 401   ${mark(invalid, !is2xx(invalid.statusCode))}`,
  ];
  const error = valid.error ?? invalid.error ?? 'no answer';
  const conclusion: Record<WebhookTestVerdict, string> = {
    ok: `receiver OK: it accepted the validly signed event and refused the invalid one${invalid.statusCode === 401 ? '' : ` (with ${invalid.statusCode}; 401 is the usual answer)`}`,
    'not-delivered': `NOT DELIVERED: the test events could not be sent (${error}). Nothing is known about the receiver yet.`,
    'rejects-valid': `receiver NOT OK: it answered ${valid.statusCode} to a validly signed event; it must answer 2xx (check that it verifies with this product's signing secret, OFAGE_WEBHOOK_SECRET)`,
    'accepts-invalid': `receiver NOT OK: it answered ${invalid.statusCode} to an invalid signature; it must refuse it with 401`,
  };
  return { verdict, text: [...lines, conclusion[verdict]].join('\n') };
}

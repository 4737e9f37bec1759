import { ADDRESS_KIND_PHRASE, classifyAddress } from './classify-address';

export type WebhookMode = 'test' | 'live';

/** Stable reasons a webhook URL is refused; messages are for people, codes for code. */
export type WebhookUrlErrorCode =
  | 'invalid_url'
  | 'insecure_scheme'
  | 'credentials_in_url'
  | 'forbidden_host'
  | 'forbidden_address'
  | 'dns_failed'
  | 'no_url';

export type WebhookUrlRefusal = { ok: false; code: WebhookUrlErrorCode; message: string };
export type WebhookUrlCheck = { ok: true; url: URL } | WebhookUrlRefusal;

export const refuse = (code: WebhookUrlErrorCode, message: string): WebhookUrlRefusal => ({
  ok: false,
  code,
  message,
});

/** `localhost` and `*.localhost` always mean this machine (RFC 6761 §6.3). */
export function isLocalhostName(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost');
}

/** The URL's host without IPv6 brackets, ready for `isIP` and DNS. */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Webhook URL rules at configuration time (DESIGN.md "Webhooks"). Live mode: https only, no
 * credentials, and no literal loopback/private/link-local/reserved address or localhost name.
 * Test mode: https anywhere, or plain http to loopback only (a developer's machine).
 *
 * This is the synchronous half; a hostname is checked again at every delivery by
 * `checkDeliveryTarget`, because what it resolves to can change after it was configured.
 *
 * @example `src/service/cli/webhooks-set.ts`
 * ```ts
 * const check = validateWebhookUrl(args.url, args.mode);
 * if (!check.ok) throw invalidInput(check.message);
 * await setWebhookUrl(db, productId, args.mode, check.url.toString(), now);
 * ```
 */
export function validateWebhookUrl(input: string, mode: WebhookMode): WebhookUrlCheck {
  // Whitespace and control characters are how URL filters get confused ("https://a\t@b").
  if ([...input].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) {
    return refuse('invalid_url', 'webhook URLs must not contain spaces or control characters');
  }
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return refuse(
      'invalid_url',
      'webhook URLs must be absolute, e.g. https://shop.example.com/webhooks/ofage',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return refuse('insecure_scheme', `webhook URLs must use https (got ${url.protocol})`);
  }
  // Credentials would be stored and shown with the URL; the signature authenticates instead.
  if (url.username !== '' || url.password !== '') {
    return refuse(
      'credentials_in_url',
      'webhook URLs must not contain credentials (user:password@); verify the webhook signature instead',
    );
  }

  const host = bareHost(url);
  const kind = classifyAddress(host);
  const loopback = isLocalhostName(host) || kind === 'loopback';

  if (mode === 'test') {
    if (url.protocol === 'https:' || loopback) return { ok: true, url };
    return refuse(
      'insecure_scheme',
      'test webhook URLs must use https (plain http is accepted only for localhost, 127.0.0.1 or [::1])',
    );
  }

  if (url.protocol !== 'https:') {
    return refuse('insecure_scheme', 'live webhook URLs must use https');
  }
  if (isLocalhostName(host)) {
    return refuse(
      'forbidden_host',
      `live webhook URLs must not point to ${host}; use a public https endpoint`,
    );
  }
  if (kind !== undefined && kind !== 'public') {
    return refuse(
      'forbidden_address',
      `live webhook URLs must not point to ${ADDRESS_KIND_PHRASE[kind]} (${host}); use a public https endpoint`,
    );
  }
  return { ok: true, url };
}

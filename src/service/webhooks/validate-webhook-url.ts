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
 * What the operator allows beyond the live rules. `allowLoopback` (`OFAGE_ALLOW_LOOPBACK_WEBHOOKS`,
 * for local development) lets test-mode webhooks reach this machine, over http or https.
 */
export interface WebhookRules {
  allowLoopback?: boolean;
}

/** Says how to get loopback targets, when that is what a test URL was refused for. */
const LOOPBACK_HINT =
  'test webhooks follow the live rules unless the operator allows this machine for local development (OFAGE_ALLOW_LOOPBACK_WEBHOOKS=1)';

/**
 * Webhook URL rules at configuration time (DESIGN.md "Webhooks"): https only, no credentials,
 * and no literal loopback/private/link-local/reserved address or localhost name — in live mode
 * and, by default, in test mode too, since anyone who can set a test URL could otherwise point the
 * service at its own network (169.254.169.254, 127.0.0.1:<admin port>) and read the answer. Only
 * when the operator sets `allowLoopback` may a test URL name this machine (localhost, 127.0.0.0/8,
 * ::1), over http or https; private networks stay out of reach either way.
 *
 * This is the synchronous half; a hostname is checked again at every delivery by
 * `checkDeliveryTarget`, because what it resolves to can change after it was configured.
 *
 * @example `src/service/cli/main.ts`
 * ```ts
 * const check = validateWebhookUrl(args.url, args.mode, { allowLoopback: config.allowLoopbackWebhooks });
 * if (!check.ok) throw invalidInput(check.message);
 * ```
 */
export function validateWebhookUrl(
  input: string,
  mode: WebhookMode,
  rules: WebhookRules = {},
): WebhookUrlCheck {
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
  if (mode === 'test' && rules.allowLoopback && loopback) return { ok: true, url };

  const hint = mode === 'test' && loopback ? ` (${LOOPBACK_HINT})` : '';
  if (url.protocol !== 'https:') {
    return refuse('insecure_scheme', `${mode} webhook URLs must use https${hint}`);
  }
  if (isLocalhostName(host)) {
    return refuse(
      'forbidden_host',
      `${mode} webhook URLs must not point to ${host}; use a public https endpoint${hint}`,
    );
  }
  if (kind !== undefined && kind !== 'public') {
    return refuse(
      'forbidden_address',
      `${mode} webhook URLs must not point to ${ADDRESS_KIND_PHRASE[kind]} (${host}); use a public https endpoint${hint}`,
    );
  }
  return { ok: true, url };
}

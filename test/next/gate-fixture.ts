import { createAgeGate, type AgeGate } from '../../src/next/create-age-gate';
import { signWebhook } from '../client/sign-webhook';
import type { AgeGateConfig } from '../../src/next/age-gate-config';
import { API_KEY, SERVICE_URL, createFakeService } from './fake-service';

export const APP = 'https://shop.test';
export const SECRET = 'cookie-secret-0123456789abcdefghijklmnop';
export const OTHER_SECRET = 'another-secret-0123456789abcdefghijklmn';
export const WEBHOOK_SECRET = 'whsec_' + btoa('webhook-secret-bytes-0123456789ab');
export const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

/** An age gate on a fake service with a frozen clock; `clock.now` can be moved. */
export function createGateFixture(overrides: Partial<AgeGateConfig> = {}) {
  const service = createFakeService();
  const clock = { now: NOW };
  const ageGate = createAgeGate(gateConfig(service, clock, overrides));
  return { ageGate, service, clock };
}

/**
 * The fixture's configuration. A second `createAgeGate` with the same `service` and `clock` is
 * another instance of the same app (another process behind the load balancer).
 */
export function gateConfig(
  service: ReturnType<typeof createFakeService>,
  clock: { now: number },
  overrides: Partial<AgeGateConfig> = {},
): AgeGateConfig {
  return {
    serviceUrl: SERVICE_URL,
    apiKey: API_KEY,
    // A production app knows its public origin (OFAGE_APP_URL); tests of the Host-header path
    // pass appUrl: undefined.
    appUrl: APP,
    secret: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    jurisdiction: 'US-CA',
    criteria: { ageCategory: 'ADULT' },
    fetch: service.fetch,
    now: () => clock.now,
    env: {},
    ...overrides,
  };
}

/** A webhook delivery to the gate's receiver, signed with the fixture's secret at `NOW`. */
export function deliverWebhook(
  ageGate: AgeGate,
  event: unknown,
  options: Parameters<typeof signWebhook>[2] & { secret?: string } = {},
): Promise<Response> {
  const body = JSON.stringify(event);
  const headers = signWebhook(options.secret ?? WEBHOOK_SECRET, body, {
    timestamp: NOW / 1000,
    ...options,
  });
  return ageGate.handlers.POST(
    new Request(`${APP}/api/age-gate/webhook`, { method: 'POST', headers, body }),
  );
}

/** A minimal cookie jar: what a browser would keep from `Set-Cookie` headers. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

interface RequestOptions {
  method?: string;
  origin?: string | null;
  jar?: CookieJar;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A browser-like request to the app. */
export function appRequest(path: string, options: RequestOptions = {}): Request {
  const method = options.method ?? 'GET';
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? (method === 'GET' ? null : APP) : options.origin;
  if (origin) headers.set('origin', origin);
  const cookie = options.cookie ?? options.jar?.header();
  if (cookie) headers.set('cookie', cookie);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(new URL(path, APP), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

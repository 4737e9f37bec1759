import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { SoftAuthenticator } from '../../age-keys/support/soft-authenticator';

/**
 * The two issuers' flows over real HTTP, as a browser runs them, with a software authenticator
 * in place of the person's device: the pushed create request (the relying party's server), the
 * authorization request, the age-key page's two posts (options, then the WebAuthn answer) and the
 * provider's redirect back. Cookies are kept the way a browser would for one site.
 */
export function oidcFlows(serviceUrl: string) {
  const origin = new URL(serviceUrl).origin;
  const createIssuer = `${origin}/api/v1/oidc/create`;
  const useIssuer = `${origin}/api/v1/oidc/use`;

  /** One browser: its cookies for the service. */
  const browser = () => {
    const jar = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
      const headers = new Headers(init.headers);
      if (jar.size > 0) {
        headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      }
      const response = await fetch(new URL(url, origin), {
        ...init,
        headers,
        redirect: 'manual',
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        const name = pair!.slice(0, at).trim();
        const value = pair!.slice(at + 1).trim();
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    };
    const postJson = async (url: string, body: unknown) => {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    return { send, postJson };
  };

  /**
   * Runs the age-key page from an authorization request: the page, its options, the
   * authenticator's answer, the finish, and (when the service hands back a redirect) the
   * provider's redirect to the relying party.
   */
  async function interact(
    b: ReturnType<typeof browser>,
    authUrl: string,
    answer: (options: Record<string, unknown>) => Promise<unknown>,
  ) {
    const start = await b.send(authUrl);
    const page = start.headers.get('location');
    if (start.status !== 303 || !page?.includes('/interaction/')) {
      return { started: false as const, status: start.status, text: await start.text() };
    }
    expectOk(await b.send(page), 'the age-key page');
    const options = await b.postJson(`${page}/options`, {});
    const finished = await b.postJson(`${page}/finish`, {
      response: await answer(options.body.options as Record<string, unknown>),
    });
    let back: URL | undefined;
    if (typeof finished.body.redirectTo === 'string') {
      const resumed = await b.send(finished.body.redirectTo);
      back = new URL(resumed.headers.get('location')!, origin);
    }
    return { started: true as const, finished, back };
  }

  return {
    createIssuer,
    useIssuer,
    browser,

    /** The relying party's server pushes a create request (the hosted sample's shape). */
    async pushCreate(
      client: { clientId: string; secret: string; redirectUri: string },
      detail: Record<string, unknown>,
    ) {
      const response = await fetch(`${createIssuer}/par`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: client.clientId,
          client_secret: client.secret,
          scope: 'openid',
          response_type: 'none',
          redirect_uri: client.redirectUri,
          state: 'create-state',
          authorization_details: JSON.stringify([
            {
              type: 'age_verification',
              method: 'id_doc_scan',
              verified_at: new Date().toISOString(),
              ...detail,
            },
          ]),
        }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { request_uri?: string; error?: string },
      };
    },

    /** The person's browser opens the pushed request and saves a passkey on `auth`. */
    async saveKey(auth: SoftAuthenticator, clientId: string, requestUri: string) {
      const query = new URLSearchParams({ client_id: clientId, request_uri: requestUri });
      return interact(browser(), `${createIssuer}/auth?${query}`, (options) =>
        auth.create(options as unknown as PublicKeyCredentialCreationOptionsJSON, { origin }),
      );
    },

    /**
     * A use client asks whether the key on `auth` proves `thresholds` (ID token in the query, the
     * sample's request): the page's finish answer, the ID token when one came back, and its
     * `age_thresholds`.
     */
    async useKey(
      auth: SoftAuthenticator,
      client: { clientId: string; redirectUri: string },
      thresholds: number[],
    ) {
      const query = new URLSearchParams({
        response_type: 'id_token',
        response_mode: 'query',
        scope: 'openid',
        client_id: client.clientId,
        redirect_uri: client.redirectUri,
        state: 'use-state',
        nonce: 'use-nonce',
        claims: JSON.stringify({ age_thresholds: thresholds }),
      });
      const run = await interact(browser(), `${useIssuer}/auth?${query}`, (options) =>
        auth.get(options as unknown as PublicKeyCredentialRequestOptionsJSON, { origin }),
      );
      if (!run.started) throw new Error(`use request not started: ${run.status} ${run.text}`);
      const idToken = run.back?.searchParams.get('id_token');
      const claims = idToken
        ? (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
            age_thresholds?: Record<string, boolean>;
          })
        : undefined;
      return { finished: run.finished, idToken, ageThresholds: claims?.age_thresholds };
    },
  };
}

function expectOk(response: Response, what: string): void {
  if (response.status !== 200) throw new Error(`${what}: ${response.status}`);
}

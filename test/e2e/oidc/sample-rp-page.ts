/**
 * The hosted age-key service's public sample relying party (the `kidentify/agekey-sample`
 * repository: a Next.js app on `oidc-client` 1.11, the library's last major before
 * oidc-client-ts), its two pages as plain DOM code with the same steps in the same order:
 *
 * - home (`src/app/page.tsx`): two `UserManager`s, one per issuer, from the settings. "Use
 *   AgeKey" calls `signinRedirect` with `claims={"age_thresholds":[13,18]}` in the query
 *   (`response_type=id_token`, `response_mode=query`). "Create AgeKey" makes a sign-in request
 *   first so the library keeps a state, sends that state to its server route, which pushes the
 *   request with the client secret, then `signinRedirect` with the returned `request_uri`
 *   (`response_type=none`).
 * - callback (`src/app/callback/page.tsx`), for both flows: an `error` in the query first, and
 *   the flow failed; else an `id_token` is the use flow, validated by `signinRedirectCallback`;
 *   else the create flow, by `agekey_created` (`true`: created; `false`: not completed; absent:
 *   taken as created). The page's title: "Success!", "Not Completed" (create, not completed) or
 *   "Error".
 *
 * Bundled with esbuild by `sample-rp-site.ts`; `window.SAMPLE_CONFIG` holds the settings the
 * sample reads from its environment. `window.sampleResult` is what the callback decided.
 */
import { UserManager } from 'oidc-client';

interface SampleConfig {
  useIssuer: string;
  createIssuer: string;
  clientId: string;
  redirectUri: string;
}

/** What the sample's callback decides, as it shows it. */
export interface SampleResult {
  success: boolean;
  flow: 'use' | 'create' | 'unknown';
  /** The page's heading. */
  title: 'Success!' | 'Not Completed' | 'Error';
  message: string;
  ageThresholds?: Record<string, boolean>;
}

const w = window as unknown as {
  SAMPLE_CONFIG: SampleConfig;
  sampleResult?: SampleResult;
  sampleError?: string;
};
const config = w.SAMPLE_CONFIG;
const common = {
  client_id: config.clientId,
  redirect_uri: config.redirectUri,
  response_mode: 'query',
  scope: 'openid',
  automaticSilentRenew: false,
  includeIdTokenInSilentRenew: false,
};

async function useAgeKey(): Promise<void> {
  const manager = new UserManager({
    ...common,
    authority: config.useIssuer,
    response_type: 'id_token',
  });
  await manager.signinRedirect({
    state: { flow: 'use' },
    extraQueryParams: { claims: JSON.stringify({ age_thresholds: [13, 18] }) },
  });
}

async function createAgeKey(): Promise<void> {
  const manager = new UserManager({
    ...common,
    authority: config.createIssuer,
    response_type: 'none',
  });
  const signinRequest = await manager.createSigninRequest({ state: { flow: 'create' } });
  const state = new URL(signinRequest.url).searchParams.get('state');
  if (!state) throw new Error('No state found in signin request');
  const response = await fetch('/api/create-agekey-par', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  });
  if (!response.ok) throw new Error('Failed to submit PAR request');
  const { request_uri } = (await response.json()) as { request_uri: string };
  await manager.signinRedirect({ state: { flow: 'create' }, extraQueryParams: { request_uri } });
}

async function callback(): Promise<Omit<SampleResult, 'title'>> {
  const params = new URLSearchParams(window.location.search);
  const error = params.get('error');
  if (error) return { success: false, flow: 'unknown', message: `AgeKey flow failed: ${error}` };
  if (params.get('id_token')) {
    const manager = new UserManager({
      ...common,
      authority: config.useIssuer,
      response_type: 'id_token',
      loadUserInfo: false,
    });
    try {
      const user = await manager.signinRedirectCallback();
      return {
        success: true,
        flow: 'use',
        message: 'Age verification completed.',
        ageThresholds: (user.profile as { age_thresholds?: Record<string, boolean> })
          .age_thresholds,
      };
    } catch (e) {
      return {
        success: false,
        flow: 'use',
        message: `Authentication failed: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
  }
  const created = params.get('agekey_created');
  if (created === 'false') {
    return { success: false, flow: 'create', message: 'AgeKey creation was not completed.' };
  }
  return { success: true, flow: 'create', message: 'AgeKey created.' };
}

function show(result: SampleResult): void {
  const thresholds = Object.entries(result.ageThresholds ?? {})
    .map(([age, ok]) => `<li>Age ${age}+: ${ok ? 'Verified' : 'Not Verified'}</li>`)
    .join('');
  document.body.innerHTML = `<main><h1>${result.title}</h1><p>${result.message}</p><ul>${thresholds}</ul><a href="/">Back to Demo</a></main>`;
}

if (window.location.pathname === new URL(config.redirectUri).pathname) {
  void callback().then((decided) => {
    const title = decided.success
      ? 'Success!'
      : decided.flow === 'create' && decided.message.includes('not completed')
        ? 'Not Completed'
        : 'Error';
    const result = { ...decided, title } satisfies SampleResult;
    w.sampleResult = result;
    show(result);
  });
} else {
  const start = (flow: () => Promise<void>) => () => {
    flow().catch((error: unknown) => {
      w.sampleError = String(error);
    });
  };
  document.getElementById('use')!.addEventListener('click', start(useAgeKey));
  document.getElementById('create')!.addEventListener('click', start(createAgeKey));
}

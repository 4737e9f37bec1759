import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The part of `oidc-provider`'s API the issuers use, typed here (the package ships no types, and
 * `@types/oidc-provider` would change the global `process.env` type other files rely on; the
 * test bank declares the module narrowly for itself). `loadOidcProvider` casts the module once.
 */
export interface OidcKoaContext {
  method: string;
  path: string;
  status: number;
  type: string;
  body: unknown;
  oidc: {
    route?: string;
    params?: Record<string, unknown>;
    client?: OidcClient;
    result?: { login?: unknown };
  };
  redirect(url: string): void;
  set(name: string, value: string): void;
}

export interface OidcClient {
  clientId: string;
  clientName?: string;
  metadata(): Record<string, unknown>;
}

export interface InteractionDetails {
  uid: string;
  prompt: { name: string; reasons: string[] };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  returnTo: string;
}

export type InteractionResults =
  | { login: { accountId: string; remember?: boolean }; consent: { grantId: string } }
  | { error: string; error_description?: string };

export interface OidcAccount {
  accountId: string;
  claims(
    use: string,
    scope: string,
    claims: Record<string, unknown> | undefined,
    rejected: string[],
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
}

interface GrantInstance {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}

export interface ProviderInstance {
  proxy: boolean;
  readonly issuer: string;
  readonly Grant: new (init: { accountId: string; clientId: string }) => GrantInstance;
  readonly Client: {
    find(id: string): Promise<OidcClient | undefined>;
    Schema: {
      prototype: {
        invalidate(this: Record<string, unknown>, message: string, code?: string): void;
      };
    };
  };
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionResult(
    req: IncomingMessage,
    res: ServerResponse,
    result: InteractionResults,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<string>;
  registerResponseMode(
    name: string,
    handler: (ctx: OidcKoaContext, redirectUri: string, payload: Record<string, unknown>) => void,
  ): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
}

type ErrorCtor = new (description?: string) => Error;

export interface OidcErrors {
  InvalidRequest: new (description?: string, status?: number) => Error;
  InvalidAuthorizationDetails: ErrorCtor;
  AccessDenied: ErrorCtor;
  UnauthorizedClient: ErrorCtor;
}

interface CheckCtor {
  new (reason: string, description: string, check: (ctx: OidcKoaContext) => unknown): unknown;
  NO_NEED_TO_PROMPT: unknown;
  REQUEST_PROMPT: unknown;
}

export interface InteractionPolicyApi {
  Check: CheckCtor;
  base(): Array<{ name: string; checks: unknown[] }> & {
    get(name: string): { checks: { add(check: unknown, index?: number): void } };
  };
}

export interface OidcProviderModule {
  Provider: new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;
  errors: OidcErrors;
  interactionPolicy: InteractionPolicyApi;
}

let loaded: Promise<OidcProviderModule> | undefined;

/** Loaded on first use: a service that never serves an issuer never loads the provider. */
export function loadOidcProvider(): Promise<OidcProviderModule> {
  loaded ??= import('oidc-provider').then((mod) => {
    const m = mod as unknown as {
      default: OidcProviderModule['Provider'];
      errors: OidcErrors;
      interactionPolicy: InteractionPolicyApi;
    };
    return { Provider: m.default, errors: m.errors, interactionPolicy: m.interactionPolicy };
  });
  return loaded;
}

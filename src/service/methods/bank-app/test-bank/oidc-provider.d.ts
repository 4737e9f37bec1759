/**
 * The part of `oidc-provider`'s API the test bank uses. Declared here rather than installing
 * `@types/oidc-provider`, whose dependency chain (@types/koa → @types/express) changes the
 * global `process.env` type that other files of the project rely on.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    /** A request header (Koa's `ctx.get`), '' when absent. */
    get(field: string): string;
    /** The request's OpenID parameters, once the provider has read them. */
    oidc?: { params?: Record<string, unknown> };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    returnTo: string;
  }

  export type InteractionResults =
    | { login: { accountId: string } }
    | { consent: { grantId: string } }
    | { error: string; error_description?: string };

  export interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  /** What the provider persists, one adapter per model (`methods/kit/oidc-payload-adapter`). */
  export type AdapterFactory = (model: string) => unknown;

  export interface Configuration {
    adapter?: AdapterFactory;
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
    interactions?: { url(ctx: KoaContextWithOIDC, interaction: { uid: string }): string };
    findAccount?(ctx: KoaContextWithOIDC, sub: string): Account | undefined;
    renderError?(
      ctx: KoaContextWithOIDC,
      out: { error: string; error_description?: string },
      error: Error,
    ): void | Promise<void>;
  }

  class Grant {
    constructor(init: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    readonly Grant: typeof Grant;
    readonly Client: { find(id: string): Promise<{ clientName?: string } | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceContext } from '../context';
import { loadSigningKeys } from './keys/signing-keys';
import { sharedSecret } from './keys/shared-secret';
import { ISSUER_NAMES, type IssuerName } from './oidc-paths';
import { createIssuer } from './provider/create-issuer';
import type { ProviderInstance } from './provider/oidc-provider-api';

export interface Issuer {
  name: IssuerName;
  provider: ProviderInstance;
  /** The provider's Node handler (composed once). */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

export type Issuers = Record<IssuerName, Issuer>;

/**
 * Providers are rebuilt this often, so a key rotation another instance made (published a day
 * before it signs) reaches this one's JWKS in time. Everything else they hold is in the database.
 */
export const ISSUERS_REFRESH_MS = 10 * 60_000;

const cache = new WeakMap<ServiceContext, { builtAt: number; issuers: Promise<Issuers> }>();

/** The two issuers of a service, built on first use (the public URL is final by then). */
export function issuersFor(ctx: ServiceContext): Promise<Issuers> {
  const cached = cache.get(ctx);
  const now = ctx.now();
  if (cached && now - cached.builtAt < ISSUERS_REFRESH_MS) return cached.issuers;
  const issuers = buildIssuers(ctx, now);
  cache.set(ctx, { builtAt: now, issuers });
  issuers.catch(() => {
    if (cache.get(ctx)?.issuers === issuers) cache.delete(ctx);
  });
  return issuers;
}

async function buildIssuers(ctx: ServiceContext, now: number): Promise<Issuers> {
  const [jwks, cookieKey, pairwiseKey] = await Promise.all([
    loadSigningKeys(ctx.db, now, ctx.dialect),
    sharedSecret(ctx.db, 'cookies', now),
    sharedSecret(ctx.db, 'pairwise', now),
  ]);
  const entries = await Promise.all(
    ISSUER_NAMES.map(async (name): Promise<[IssuerName, Issuer]> => {
      const provider = await createIssuer(ctx, name, { jwks, cookieKey, pairwiseKey });
      return [name, { name, provider, handle: provider.callback() }];
    }),
  );
  return Object.fromEntries(entries) as Issuers;
}

import type { Kysely } from 'kysely';
import type { ApiKeyRow, Database } from '../db/schema';
import { ServiceError } from '../errors/service-error';
import { digestsEqual, hashApiKey } from './api-keys';

export interface AuthenticatedKey {
  keyId: string;
  productId: string;
  mode: 'test' | 'live';
}

/** A cached lookup: the key as the API uses it, or null for no (matching) row. */
interface CacheEntry {
  key: (AuthenticatedKey & { revoked: boolean }) | null;
  expiresAt: number;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_\-.~+/]+=*)\s*$/;

/**
 * Resolves `Authorization: Bearer <key>` to the key's product.
 *
 * Lookups are cached briefly (hits and misses, bounded) so a hot API path does not query the
 * database per request; a revocation made through this process is seen at once, one made by
 * another instance within `ttlMs`. `last_used_at` is written at most once a minute per key.
 */
export class KeyAuthenticator {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly lastUsedWritten = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    private readonly options: {
      ttlMs?: number;
      maxEntries?: number;
      onError?: (e: unknown) => void;
    } = {},
  ) {}

  async authenticate(authorization: string | null): Promise<AuthenticatedKey> {
    if (!authorization) {
      throw new ServiceError(
        'UNAUTHORIZED',
        'missing Authorization header: send "Authorization: Bearer <API key>" (create a key with `npx ofage keys create`)',
      );
    }
    const match = BEARER.exec(authorization);
    if (!match) {
      throw new ServiceError(
        'UNAUTHORIZED',
        'malformed Authorization header: expected "Bearer <API key>"',
      );
    }
    const key = await this.lookup(hashApiKey(match[1]!));
    if (!key) {
      throw new ServiceError(
        'UNAUTHORIZED',
        'unknown API key: check the key, or create one with `npx ofage keys create`',
      );
    }
    if (key.revoked) {
      throw new ServiceError(
        'UNAUTHORIZED',
        'this API key was revoked: create a new key in the developer settings',
      );
    }
    this.touch(key.keyId);
    return { keyId: key.keyId, productId: key.productId, mode: key.mode };
  }

  /** Forget cached lookups (after a revocation in this process). */
  invalidate(): void {
    this.cache.clear();
  }

  /**
   * The key whose hash is `hash`, from the cache or the database. The cache is keyed by that
   * hash, so only a row read from the database needs comparing.
   */
  private async lookup(hash: string): Promise<CacheEntry['key']> {
    const now = this.now();
    const cached = this.cache.get(hash);
    if (cached && cached.expiresAt > now) return cached.key;
    const row: ApiKeyRow | undefined = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('hash', '=', hash)
      .executeTakeFirst();
    // The row came from an indexed lookup; compare its hash again in constant time so the
    // accept decision never depends on a short-circuiting string comparison.
    const key =
      row && digestsEqual(row.hash, hash)
        ? {
            keyId: row.id,
            productId: row.product_id,
            mode: row.mode,
            revoked: row.revoked_at !== null,
          }
        : null;
    if (this.cache.size >= (this.options.maxEntries ?? 10_000)) this.cache.clear();
    this.cache.set(hash, { key, expiresAt: now + (this.options.ttlMs ?? 5_000) });
    return key;
  }

  private touch(keyId: string): void {
    const now = this.now();
    const last = this.lastUsedWritten.get(keyId) ?? 0;
    if (now - last < 60_000) return;
    this.lastUsedWritten.set(keyId, now);
    this.db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', keyId)
      .execute()
      .catch((e: unknown) => this.options.onError?.(e));
  }
}

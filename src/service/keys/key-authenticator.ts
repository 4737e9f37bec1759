import type { Kysely } from 'kysely';
import type { ApiKeyRow, Database } from '../db/schema';
import { ServiceError } from '../errors/service-error';
import { digestsEqual, hashApiKey } from './api-keys';

export interface AuthenticatedKey {
  keyId: string;
  productId: string;
  mode: 'test' | 'live';
}

interface CacheEntry {
  row: ApiKeyRow | null;
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
    const hash = hashApiKey(match[1]!);
    const row = await this.lookup(hash);
    // The hash came from an indexed lookup; compare again in constant time so the accept
    // decision never depends on a short-circuiting string comparison.
    if (!row || !digestsEqual(row.hash, hash)) {
      throw new ServiceError(
        'UNAUTHORIZED',
        'unknown API key: check the key, or create one with `npx ofage keys create`',
      );
    }
    if (row.revoked_at !== null) {
      throw new ServiceError(
        'UNAUTHORIZED',
        'this API key was revoked: create a new key in the developer settings',
      );
    }
    this.touch(row);
    return { keyId: row.id, productId: row.product_id, mode: row.mode };
  }

  /** Forget cached lookups (after a revocation in this process). */
  invalidate(): void {
    this.cache.clear();
  }

  private async lookup(hash: string): Promise<ApiKeyRow | null> {
    const now = this.now();
    const cached = this.cache.get(hash);
    if (cached && cached.expiresAt > now) return cached.row;
    const row =
      (await this.db
        .selectFrom('api_keys')
        .selectAll()
        .where('hash', '=', hash)
        .executeTakeFirst()) ?? null;
    if (this.cache.size >= (this.options.maxEntries ?? 10_000)) this.cache.clear();
    this.cache.set(hash, { row, expiresAt: now + (this.options.ttlMs ?? 5_000) });
    return row;
  }

  private touch(row: ApiKeyRow): void {
    const now = this.now();
    const last = this.lastUsedWritten.get(row.id) ?? 0;
    if (now - last < 60_000) return;
    this.lastUsedWritten.set(row.id, now);
    this.db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', row.id)
      .execute()
      .catch((e: unknown) => this.options.onError?.(e));
  }
}

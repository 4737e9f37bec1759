import { createPrivateKey, randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/create-database';
import type { Database } from '../db/schema';

export const WIDGET_TOKEN_ALG = 'ES256';

/** `pg_advisory_xact_lock` key of the first signing key's creation (an arbitrary constant). */
const FIRST_KEY_LOCK = 0x0fa6e001;

export interface SigningKey {
  kid: string;
  /** node:crypto form of the private key, for the fast signer. */
  privateKey: KeyObject;
  publicKey: CryptoKey;
}

/**
 * The service's ES256 keys for widget tokens. Generated on first start and persisted, so tokens
 * survive restarts and every instance signs alike. The newest unretired key signs; every key
 * that is not retired verifies, which lets keys rotate: add a key, retire the old one 14 days later.
 */
export class SigningKeyRing {
  private constructor(
    private readonly signingKey: SigningKey,
    private readonly verifyKeys: Map<string, CryptoKey>,
  ) {}

  static async load(
    db: Kysely<Database>,
    now: number,
    dialect: Dialect = 'sqlite',
  ): Promise<SigningKeyRing> {
    let rows = await db
      .selectFrom('signing_keys')
      .selectAll()
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    if (rows.length === 0) {
      await SigningKeyRing.generateFirst(db, now, dialect);
      rows = await db
        .selectFrom('signing_keys')
        .selectAll()
        .where('retired_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
    }
    const verifyKeys = new Map<string, CryptoKey>();
    for (const row of rows) {
      verifyKeys.set(
        row.kid,
        (await importJWK(JSON.parse(row.public_jwk) as JWK, row.alg)) as CryptoKey,
      );
    }
    const newest = rows[0]!;
    const signingKey: SigningKey = {
      kid: newest.kid,
      privateKey: createPrivateKey({
        key: JSON.parse(newest.private_jwk) as JsonWebKey,
        format: 'jwk',
      }),
      publicKey: verifyKeys.get(newest.kid)!,
    };
    return new SigningKeyRing(signingKey, verifyKeys);
  }

  /**
   * The first key, made once however many instances start together on an empty PostgreSQL
   * database: under a transaction-scoped advisory lock, whoever comes second finds the first's
   * key. Without it two instances could each sign with a key the other never loaded, and a
   * widget opened on one would be refused by the other.
   */
  private static async generateFirst(
    db: Kysely<Database>,
    now: number,
    dialect: Dialect,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(${FIRST_KEY_LOCK})`.execute(trx);
      }
      const existing = await trx
        .selectFrom('signing_keys')
        .select('kid')
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      if (!existing) await SigningKeyRing.generate(trx, now);
    });
  }

  /** Adds a new signing key (rotation); it signs after the next load. */
  static async generate(db: Kysely<Database>, now: number): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair(WIDGET_TOKEN_ALG, {
      extractable: true,
    });
    const kid = randomUUID();
    await db
      .insertInto('signing_keys')
      .values({
        kid,
        alg: WIDGET_TOKEN_ALG,
        private_jwk: JSON.stringify(await exportJWK(privateKey)),
        public_jwk: JSON.stringify(await exportJWK(publicKey)),
        created_at: now,
        retired_at: null,
      })
      .execute();
    return kid;
  }

  get current(): SigningKey {
    return this.signingKey;
  }

  keyFor(kid: string | undefined): CryptoKey | undefined {
    return kid === undefined ? undefined : this.verifyKeys.get(kid);
  }
}

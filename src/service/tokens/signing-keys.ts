import {
  createPrivateKey,
  createSecretKey,
  hkdfSync,
  randomUUID,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../db/create-database';
import type { Database, SigningKeysTable } from '../db/schema';

export const WIDGET_TOKEN_ALG = 'ES256';
/** What keys made from migration 0020 on sign widget tokens with (`widget_token_alg`). */
export const WIDGET_TOKEN_MAC_ALG = 'HS256';

/** `pg_advisory_xact_lock` key of the first signing key's creation (an arbitrary constant). */
const FIRST_KEY_LOCK = 0x0fa6e001;

/** How often a running instance reads the keys again (rotations and retirements made elsewhere). */
export const SIGNING_KEYS_RELOAD_MS = 30_000;
/**
 * A new key signs this long after it was added: by then every instance has read it (they read
 * every SIGNING_KEYS_RELOAD_MS), so a token it signed verifies wherever it is opened.
 */
export const SIGNING_KEY_PUBLISH_AHEAD_MS = 2 * 60_000;

export interface SigningKey {
  kid: string;
  /** What this release signs widget tokens with under this key (see `widget_token_alg`). */
  alg: typeof WIDGET_TOKEN_ALG | typeof WIDGET_TOKEN_MAC_ALG;
  /** node:crypto form of the private key, for the fast signer. */
  privateKey: KeyObject;
  publicKey: CryptoKey;
  /** The key's HS256 secret (`macKeyOf`). */
  macKey: KeyObject;
}

type SigningKeyRow = Selectable<SigningKeysTable>;

interface RingState {
  signingKey: SigningKey;
  verifyKeys: Map<string, CryptoKey>;
  macKeys: Map<string, KeyObject>;
}

/**
 * The service's ES256 keys for widget tokens. Generated on first start and persisted, so tokens
 * survive restarts and every instance signs alike. Every key that is not retired verifies; the
 * newest key added at least SIGNING_KEY_PUBLISH_AHEAD_MS ago signs (on a first start, the only
 * key). Keys rotate without a restart: `ofage signing-keys rotate` adds a key, every instance
 * reads it within SIGNING_KEYS_RELOAD_MS (`reload`), and it signs once all of them know it;
 * `ofage signing-keys retire` retires the old one when no token it signed can still be live.
 */
export class SigningKeyRing {
  private constructor(private state: RingState) {}

  static async load(
    db: Kysely<Database>,
    now: number,
    dialect: Dialect = 'sqlite',
  ): Promise<SigningKeyRing> {
    let rows = await unretiredKeys(db);
    if (rows.length === 0) {
      await SigningKeyRing.generateFirst(db, now, dialect);
      rows = await unretiredKeys(db);
    }
    return new SigningKeyRing(await ringState(rows, now));
  }

  /**
   * Reads the keys again: a key added since verifies at once and signs when its time comes; a
   * retired key no longer verifies. With no unretired key at all (not something the commands
   * leave) the ring stays as it was rather than sign with nothing.
   */
  async reload(db: Kysely<Database>, now: number): Promise<void> {
    const rows = await unretiredKeys(db);
    if (rows.length > 0) this.state = await ringState(rows, now);
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

  /**
   * Adds a new signing key (rotation): instances verify with it from their next reload and sign
   * with it SIGNING_KEY_PUBLISH_AHEAD_MS after `now`, HS256 (migration 0020: versions before it
   * cannot open those tokens, so a deployment rotates once none of them serves).
   */
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
        widget_token_alg: WIDGET_TOKEN_MAC_ALG,
      })
      .execute();
    return kid;
  }

  get current(): SigningKey {
    return this.state.signingKey;
  }

  keyFor(kid: string | undefined): CryptoKey | undefined {
    return kid === undefined ? undefined : this.state.verifyKeys.get(kid);
  }

  /** The HS256 secret of an unretired key, which verifies the HS256 tokens signed under it. */
  macKeyFor(kid: string | undefined): KeyObject | undefined {
    return kid === undefined ? undefined : this.state.macKeys.get(kid);
  }
}

/** The keys that verify, newest first. */
function unretiredKeys(db: Kysely<Database>): Promise<SigningKeyRow[]> {
  return db
    .selectFrom('signing_keys')
    .selectAll()
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Which of `rows` (unretired, newest first) signs at `now`: the newest one every instance has
 * had time to read, or on a first start, when none is that old, the oldest.
 */
export function signerOf<T extends { created_at: number }>(rows: readonly T[], now: number): T {
  return rows.find((r) => now - r.created_at >= SIGNING_KEY_PUBLISH_AHEAD_MS) ?? rows.at(-1)!;
}

async function ringState(rows: SigningKeyRow[], now: number): Promise<RingState> {
  const verifyKeys = new Map<string, CryptoKey>();
  const macKeys = new Map<string, KeyObject>();
  for (const row of rows) {
    verifyKeys.set(
      row.kid,
      (await importJWK(JSON.parse(row.public_jwk) as JWK, row.alg)) as CryptoKey,
    );
    macKeys.set(row.kid, macKeyOf(row));
  }
  const signer = signerOf(rows, now);
  return {
    signingKey: {
      kid: signer.kid,
      alg:
        signer.widget_token_alg === WIDGET_TOKEN_MAC_ALG ? WIDGET_TOKEN_MAC_ALG : WIDGET_TOKEN_ALG,
      privateKey: createPrivateKey({
        key: JSON.parse(signer.private_jwk) as JsonWebKey,
        format: 'jwk',
      }),
      publicKey: verifyKeys.get(signer.kid)!,
      macKey: macKeys.get(signer.kid)!,
    },
    verifyKeys,
    macKeys,
  };
}

/**
 * A key's HS256 secret: HKDF-SHA256 (RFC 5869) of its private scalar, salted with its kid. Only
 * holders of the private key (the instances) can derive it, and every instance derives the same
 * one, so nothing more is stored or shared; a retired key (its private half erased) has none.
 */
function macKeyOf(row: Pick<SigningKeyRow, 'kid' | 'private_jwk'>): KeyObject {
  const { d } = JSON.parse(row.private_jwk) as { d?: string };
  if (!d) throw new Error(`signing key ${row.kid} has no private half`);
  const secret = hkdfSync(
    'sha256',
    Buffer.from(d, 'base64url'),
    row.kid,
    'ofage widget token HS256',
    32,
  );
  return createSecretKey(Buffer.from(secret));
}

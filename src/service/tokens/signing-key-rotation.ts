import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ServiceError } from '../errors/service-error';
import {
  SIGNING_KEY_PUBLISH_AHEAD_MS,
  SIGNING_KEYS_RELOAD_MS,
  SigningKeyRing,
  signerOf,
} from './signing-keys';
import { WIDGET_TOKEN_TTL_SECONDS } from './widget-token';

/**
 * How long after a key stopped signing a token it signed may still be opened: the tokens'
 * lifetime, plus the time instances take to read the key that replaced it.
 */
export const SIGNED_TOKENS_LIVE_MS = WIDGET_TOKEN_TTL_SECONDS * 1000 + SIGNING_KEYS_RELOAD_MS;

/** A widget signing key and where it is in its life, for `ofage signing-keys list`. */
export interface SigningKeyState {
  kid: string;
  createdAt: number;
  /**
   * `next`: verifies everywhere, signs from `signsFrom`; `signing`; `verifying`: no longer
   * signs, verifies the tokens it signed until `retirableFrom`; `retired`.
   */
  state: 'next' | 'signing' | 'verifying' | 'retired';
  signsFrom?: number;
  retirableFrom?: number;
  retiredAt?: number;
}

/** Every widget signing key, newest first, with its state at `now`. */
export async function listSigningKeys(
  db: Kysely<Database>,
  now: number,
): Promise<SigningKeyState[]> {
  const rows = await db
    .selectFrom('signing_keys')
    .select(['kid', 'created_at', 'retired_at'])
    .orderBy('created_at', 'desc')
    .execute();
  const live = rows.filter((r) => r.retired_at === null);
  const signer = live.length > 0 ? signerOf(live, now) : undefined;
  const signerIndex = signer ? live.indexOf(signer) : -1;
  return rows.map((row): SigningKeyState => {
    const base = { kid: row.kid, createdAt: row.created_at };
    if (row.retired_at !== null) return { ...base, state: 'retired', retiredAt: row.retired_at };
    const i = live.indexOf(row);
    if (i === signerIndex) return { ...base, state: 'signing' };
    if (i < signerIndex) {
      return { ...base, state: 'next', signsFrom: row.created_at + SIGNING_KEY_PUBLISH_AHEAD_MS };
    }
    // It stopped signing when the next newer key started to.
    const stoppedAt = live[i - 1]!.created_at + SIGNING_KEY_PUBLISH_AHEAD_MS;
    return { ...base, state: 'verifying', retirableFrom: stoppedAt + SIGNED_TOKENS_LIVE_MS };
  });
}

/** Adds a key (`ofage signing-keys rotate`): its kid and when it starts to sign. */
export async function rotateSigningKey(
  db: Kysely<Database>,
  now: number,
): Promise<{ kid: string; signsFrom: number }> {
  const kid = await SigningKeyRing.generate(db, now);
  return { kid, signsFrom: now + SIGNING_KEY_PUBLISH_AHEAD_MS };
}

/**
 * Retires the keys no live token can have been signed by (`ofage signing-keys retire`), or with
 * `kid` that one key now, whatever it signed (a leaked key: its widgets stop opening). The key
 * that signs is never retired: rotate first. A retired key's private half is erased.
 */
export async function retireSigningKeys(
  db: Kysely<Database>,
  now: number,
  kid?: string,
): Promise<{ retired: string[]; waiting: SigningKeyState[] }> {
  const keys = await listSigningKeys(db, now);
  let chosen: SigningKeyState[];
  if (kid !== undefined) {
    const key = keys.find((k) => k.kid === kid);
    if (!key || key.state === 'retired') {
      throw new ServiceError('INVALID_INPUT', `no signing key ${kid} that is not retired`);
    }
    if (key.state === 'signing') {
      throw new ServiceError(
        'INVALID_INPUT',
        `signing key ${kid} signs now: run \`ofage signing-keys rotate\`, then retire it once the new key signs (${SIGNING_KEY_PUBLISH_AHEAD_MS / 60_000} minutes later)`,
      );
    }
    chosen = [key];
  } else {
    chosen = keys.filter((k) => k.state === 'verifying' && k.retirableFrom! <= now);
  }
  if (chosen.length > 0) {
    await db
      .updateTable('signing_keys')
      .set({ retired_at: now, private_jwk: '' })
      .where(
        'kid',
        'in',
        chosen.map((k) => k.kid),
      )
      .where('retired_at', 'is', null)
      .execute();
  }
  const retired = new Set(chosen.map((k) => k.kid));
  return {
    retired: [...retired],
    waiting: keys.filter((k) => k.state === 'verifying' && !retired.has(k.kid)),
  };
}

import type { Kysely, Selectable } from 'kysely';
import type { VerificationMethod } from '../../../../protocol/verification-result';
import type { Database } from '../../../db/schema';
import type { Evidence } from '../../../verifications/decide';
import type { Voucher } from './vouchers';

/** Tables of migrations 0003-age-keys and 0013 (times are epoch milliseconds, booleans 0/1). */
export interface AgeKeyTables {
  age_keys: {
    credential_id: string;
    /** COSE public key, base64url. */
    public_key: string;
    counter: number;
    /** JSON array of WebAuthn transports. */
    transports: string;
    age_floor: number;
    method: string;
    assurance: string;
    /** Start of the UTC day of the verification that proved `age_floor`. */
    verified_at: number;
    /** 1 when the evidence was simulated in test mode: never passes a live verification. */
    test_mode: number;
    revoked_at: number | null;
    /** Who vouched for `age_floor` (see `Voucher`). */
    voucher: string;
  };
  age_key_challenges: {
    challenge: string;
    purpose: ChallengePurpose;
    verification_id: string;
    expires_at: number;
  };
  age_key_grants: {
    verification_id: string;
    used_at: number;
  };
}

export type AgeKeyDatabase = Database & AgeKeyTables;
export type AgeKeyRow = Selectable<AgeKeyTables['age_keys']>;

/**
 * What a challenge may be answered for: `register` creates a key, `verify` uses it for a
 * verification, `update` replaces its evidence after an upgrade, `forget` deletes it.
 */
export type ChallengePurpose = 'register' | 'verify' | 'update' | 'forget';
export const CHALLENGE_PURPOSES = ['register', 'verify', 'update', 'forget'] as const;

/** The evidence an age key proves, as stored with it. */
export interface AgeKeyEvidence {
  /** The age the key proves its holder has reached. */
  floor: number;
  method: Exclude<VerificationMethod, 'age-key'>;
  assurance: Evidence['assurance'];
  /** Epoch ms, day precision. */
  verifiedAt: number;
  testMode: boolean;
  /** Who vouched for it: the service's own verification, or a create client. */
  voucher: Voucher;
}

/** The service's database seen with the age-key tables (the core `Database` stays free of them). */
export function ageKeyDb(db: Kysely<Database>): Kysely<AgeKeyDatabase> {
  return db as unknown as Kysely<AgeKeyDatabase>;
}

export function evidenceOf(row: AgeKeyRow): AgeKeyEvidence {
  return {
    floor: row.age_floor,
    method: row.method as AgeKeyEvidence['method'],
    assurance: row.assurance as AgeKeyEvidence['assurance'],
    verifiedAt: row.verified_at,
    testMode: row.test_mode === 1,
    voucher: row.voucher as Voucher,
  };
}

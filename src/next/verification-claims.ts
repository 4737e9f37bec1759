import type { JWTPayload } from 'jose';
import {
  RESULT_AGE_CATEGORIES,
  VERIFICATION_METHODS,
  type ResultAgeCategory,
  type VerificationMethod,
} from '../protocol/vocabulary';
import { parseRequirement, type AgeCriteria } from './requirement';

/**
 * Claims of the verified cookie. Only what the gate needs to decide — no name, no birth date,
 * no image, nothing that identifies the person.
 */
export interface AgeVerificationClaims {
  /** The verification id confirmed with get-status (or a signed webhook). */
  verificationId: string;
  /** Jurisdiction the verification was performed for. */
  jurisdiction: string;
  /** Criteria the verification was performed for. */
  criteria: AgeCriteria;
  /** The service's result category, e.g. `adult`. */
  ageCategory?: ResultAgeCategory;
  /** Lowest age the method proved. */
  ageLow?: number;
  method?: VerificationMethod;
  /**
   * The account it belongs to (a digest of its id, see `accountId`), when it was completed while
   * that account was signed in, or its owner confirmed it for the account.
   */
  account?: string;
  /** Unix seconds. */
  iat: number;
  /** Unix seconds. */
  exp: number;
}

/** Reads claims from a verified JWT payload; `undefined` when the shape is not ours. */
export function claimsFromPayload(
  payload: JWTPayload & { iat: number; exp: number },
): AgeVerificationClaims | undefined {
  const p = payload as Record<string, unknown>;
  if (typeof p.verificationId !== 'string') return undefined;
  let requirement;
  try {
    requirement = parseRequirement(
      { jurisdiction: p.jurisdiction, criteria: p.criteria },
      'claims',
    );
  } catch {
    return undefined;
  }
  const claims: AgeVerificationClaims = {
    verificationId: p.verificationId,
    jurisdiction: requirement.jurisdiction,
    criteria: requirement.criteria,
    iat: payload.iat,
    exp: payload.exp,
  };
  if (RESULT_AGE_CATEGORIES.includes(p.ageCategory as ResultAgeCategory)) {
    claims.ageCategory = p.ageCategory as ResultAgeCategory;
  }
  if (typeof p.ageLow === 'number' && Number.isInteger(p.ageLow)) claims.ageLow = p.ageLow;
  if (typeof p.acct === 'string') claims.account = p.acct;
  if (VERIFICATION_METHODS.includes(p.method as VerificationMethod)) {
    claims.method = p.method as VerificationMethod;
  }
  return claims;
}

import type { AgeVerificationClient } from '../../client/create-age-verification-client';
import type { ResolvedAgeGateConfig } from '../age-gate-config';
import type { CheckAgeVerificationOptions } from '../check-age-verification';
import type { GateTokenKeys } from '../gate-token';
import { JURISDICTION_PATTERN } from '../../protocol/perform-request';
import { gateError } from '../http';
import { parseRequirement, type AgeRequirement } from '../requirement';

/** Everything a handler needs, built once by `createAgeGate`. */
export interface HandlerContext {
  config: ResolvedAgeGateConfig;
  client: AgeVerificationClient;
  keys: GateTokenKeys;
  check: CheckAgeVerificationOptions;
}

/** The requirement for this request, from config or the merchant's resolver. */
export async function requirementFor(
  request: Request,
  ctx: HandlerContext,
): Promise<AgeRequirement> {
  const r = ctx.config.requirement;
  return typeof r === 'function' ? parseRequirement(await r(request), 'requirement(request)') : r;
}

/** Store keys, one place. */
export const storeKey = {
  delivery: (id: string) => `ofage:webhook:${id}`,
  result: (verificationId: string) => `ofage:result:${verificationId}`,
  revoked: (verificationId: string) => `ofage:revoked:${verificationId}`,
};

/**
 * Puts a browser- or app-chosen jurisdiction into the requirement (callers decide whether the
 * merchant allows that); answers 400 when it is not an ISO 3166 code.
 */
export function applyClientJurisdiction(
  requirement: AgeRequirement,
  value: unknown,
): Response | undefined {
  const jurisdiction = String(value).toUpperCase();
  if (!JURISDICTION_PATTERN.test(jurisdiction)) {
    return gateError(
      'INVALID_INPUT',
      'jurisdiction must be an ISO 3166 code such as "US-CA".',
      400,
    );
  }
  requirement.jurisdiction = jurisdiction;
  return undefined;
}

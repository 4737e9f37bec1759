import { JURISDICTION_PATTERN } from '../../protocol/perform-request';
import { ISO_LIST_LOCATION, policyTables } from './policy-data';
import { resolveJurisdiction } from './resolve-jurisdiction';

/**
 * Why `code` does not resolve, as one sentence for a 400 `INVALID_INPUT`: which part is not ISO
 * 3166, what to send instead where that is clear, and where the list of valid codes is. Returns
 * `undefined` for a code that resolves.
 *
 * @example src/service/lifecycle/create-verification.ts
 * ```ts
 * const jurisdiction = resolveJurisdiction(code);
 * if (!jurisdiction) throw invalidInput(unknownJurisdictionReason(code) ?? '');
 * ```
 */
export function unknownJurisdictionReason(code: string): string | undefined {
  if (resolveJurisdiction(code) !== undefined) return undefined;
  const list = `the valid codes are listed in ${ISO_LIST_LOCATION}`;
  if (!JURISDICTION_PATTERN.test(code)) {
    return `jurisdiction "${code}" is not an ISO 3166 code: send "<country>" (ISO 3166-1 alpha-2, e.g. "DE") or "<country>-<subdivision>" (ISO 3166-2, e.g. "US-CA"); ${list}`;
  }
  const country = code.slice(0, 2);
  const reserved = policyTables.iso.reserved.get(country);
  if (reserved !== undefined) {
    const hint = country === 'UK' ? ': the United Kingdom is "GB"' : '';
    return `jurisdiction "${code}": "${country}" is reserved in ISO 3166-1 (${reserved}), not assigned to a country${hint}; ${list}`;
  }
  // A user-assigned code the policy covers (XK) has a name too, but no ISO 3166-2 subdivisions.
  const name = policyTables.iso.names.get(country) ?? policyTables.countries.get(country)?.name;
  if (name === undefined) {
    return `jurisdiction "${code}": "${country}" is not an ISO 3166-1 country code; ${list}`;
  }
  const alias = policyTables.aliases.get(country);
  if (alias !== undefined) {
    return `jurisdiction "${code}": "${code.slice(3)}" is not an ISO 3166-2 subdivision of ${name}, which is resolved as "${alias.to}"; send "${country}" or "${alias.to}"`;
  }
  return `jurisdiction "${code}": "${code.slice(3)}" is not an ISO 3166-2 subdivision of ${name}; send "${country}" alone or a subdivision code from ${ISO_LIST_LOCATION}`;
}

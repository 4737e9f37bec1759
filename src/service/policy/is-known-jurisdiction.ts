import { resolveJurisdiction } from './resolve-jurisdiction';

/**
 * Whether `code` resolves to a jurisdiction the policy covers (same rules as
 * {@link resolveJurisdiction}: upper case, known country, well-formed subdivision).
 *
 * @example src/service/console/product-settings.ts
 * ```ts
 * const unknown = form.jurisdictions.filter((code) => !isKnownJurisdiction(code));
 * ```
 */
export function isKnownJurisdiction(code: string): boolean {
  return resolveJurisdiction(code) !== undefined;
}

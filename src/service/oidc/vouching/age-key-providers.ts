import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidInput } from '../../errors/service-error';
import { listCreateProviders } from '../clients/create-providers';

/**
 * A product's choice of providers whose age keys its gates accept, as the console and the
 * `ofage` command take it: `all` (null: every provider the operator trusts, now and later),
 * `none` (the service's own verifications only) or a list of client ids, each one the operator
 * trusts now. Returns the value to store; throws INVALID_INPUT naming what is not a provider.
 */
export async function checkAgeKeyProviders(
  db: Kysely<Database>,
  choice: 'all' | 'none' | readonly string[],
): Promise<string[] | null> {
  if (choice === 'all') return null;
  if (choice === 'none') return [];
  const wanted = [...new Set(choice.map((c) => c.trim()).filter(Boolean))];
  const trusted = new Set((await listCreateProviders(db, 'approved')).map((p) => p.clientId));
  const unknown = wanted.filter((c) => !trusted.has(c));
  if (unknown.length > 0) {
    throw invalidInput(
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a provider the operator trusts: choose among the approved create clients (ofage oidc-clients pending)`,
    );
  }
  return wanted;
}

/** How a choice reads in the audit log and the command's output. */
export function describeAgeKeyProviders(providers: readonly string[] | null): string {
  if (providers === null)
    return "the service's own verifications and every provider the operator trusts";
  if (providers.length === 0) return "the service's own verifications only";
  return `the service's own verifications and ${providers.join(', ')} (while the operator trusts them)`;
}

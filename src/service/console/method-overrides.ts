import { z } from 'zod';
import { VERIFICATION_METHODS, type VerificationMethod } from '../../protocol/verification-result';
import { allowedMethodsFor, resolveJurisdiction } from '../policy';
import type { Product } from '../products/products';
import type { Account } from './accounts';
import type { ConsoleDeps } from './console-deps';
import { ConsoleError } from './console-error';
import { jurisdictionGroups, type JurisdictionGroup } from './jurisdiction-groups';
import { ownedProduct } from './owned-product';
import { saveProductChange } from './save-product-change';

/** The groups that choose their own methods; every group not listed uses the product default. */
export type MethodOverridesInput = readonly { group: string; methods: readonly string[] }[];

let schema: ReturnType<typeof buildSchema> | undefined;

function buildSchema(groups: readonly JurisdictionGroup[]) {
  const keys = groups.map((g) => g.key) as [string, ...string[]];
  return z
    .array(
      z.object({
        group: z.enum(keys, {
          error: 'this jurisdiction group does not exist (any more): reload the page and try again',
        }),
        methods: z
          .array(z.enum(VERIFICATION_METHODS))
          .min(1, 'choose at least one method, or inherit the product default'),
      }),
    )
    .max(groups.length)
    .refine((list) => new Set(list.map((o) => o.group)).size === list.length, {
      message: 'each jurisdiction group may appear only once',
    });
}

/**
 * Reads the per-group form of the product page: every group is listed in a `group` field; one
 * whose `inherit:<key>` box is ticked keeps the product default, any other gets the
 * `methods:<key>` boxes.
 */
export function methodOverridesFromForm(form: FormData): MethodOverridesInput {
  const overrides: { group: string; methods: string[] }[] = [];
  for (const group of form.getAll('group')) {
    if (typeof group !== 'string' || form.has(`inherit:${group}`)) continue;
    overrides.push({ group, methods: form.getAll(`methods:${group}`).map(String) });
  }
  return overrides;
}

function parse(input: MethodOverridesInput): Record<string, VerificationMethod[]> {
  const groups = jurisdictionGroups();
  schema ??= buildSchema(groups);
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const index = issue.path[0];
    const group =
      typeof index === 'number' ? groups.find((g) => g.key === input[index]?.group) : undefined;
    throw new ConsoleError(
      'INVALID_INPUT',
      group ? `${group.label}: ${issue.message}` : issue.message,
    );
  }
  const overrides: Record<string, VerificationMethod[]> = {};
  for (const { group: key, methods } of parsed.data) {
    const group = groups.find((g) => g.key === key)!;
    // A list the group's rules reject entirely would leave its visitors with nothing to use.
    if (allowedMethodsFor(resolveJurisdiction(group.countries[0]!)!, methods).length === 0) {
      throw new ConsoleError(
        'INVALID_INPUT',
        `${group.label}: none of the chosen methods is accepted there; choose another or inherit the product default`,
      );
    }
    overrides[key] = VERIFICATION_METHODS.filter((m) => methods.includes(m));
  }
  return overrides;
}

/**
 * Saves which methods each jurisdiction group offers instead of the product default; the API sees
 * the change at once (caches are dropped).
 */
export async function updateMethodOverrides(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  input: MethodOverridesInput,
): Promise<Product> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const overrides = parse(input);
  const labels = new Map(jurisdictionGroups().map((g) => [g.key, g.label]));
  const detail = Object.entries(overrides)
    .map(([key, methods]) => `${labels.get(key)}: ${methods.join(' ')}`)
    .join('; ');
  return saveProductChange(
    deps,
    account,
    product,
    { method_overrides: JSON.stringify(overrides) },
    `methods per jurisdiction group: ${detail || 'every group uses the product default'}`,
  );
}

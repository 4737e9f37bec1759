import { z } from 'zod';
import { VERIFICATION_METHODS } from '../../protocol/verification-result';
import type { WidgetLocale } from '../methods/kit/i18n/locales';
import { isWidgetLocale } from '../methods/kit/i18n/page-locale';
import {
  checkOrigins,
  MAX_ALLOWED_ORIGINS,
  type OriginMode,
  type OriginRules,
} from '../products/allowed-origins';
import {
  createProduct,
  originColumns,
  ProductLimitError,
  type Product,
} from '../products/products';
import type { Account } from './accounts';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ConsoleError } from './console-error';
import { ownedProduct } from './owned-product';
import { saveProductChange } from './save-product-change';

const optionalAge = z
  .union([z.literal(''), z.coerce.number().int().min(1).max(120)])
  .transform((v) => (v === '' ? null : v));

/** The product form as submitted: strings and repeated fields, validated here. */
export const ProductSettingsSchema = z
  .object({
    name: z.string().trim().min(1, 'give the product a name').max(200),
    /** The origins of live verifications, one per line (or separated by spaces or commas). */
    liveOrigins: z.string().max(10_000),
    /** The origins of test verifications, written the same way. */
    testOrigins: z.string().max(10_000),
    enabledMethods: z
      .array(z.enum(VERIFICATION_METHODS))
      .min(1, 'enable at least one verification method'),
    passIfOver: optionalAge,
    failIfUnder: optionalAge,
    retentionDays: z.coerce.number().int().min(1).max(3650),
    /** A checkbox: "on" when ticked, absent otherwise. */
    allowDob: z
      .union([z.string(), z.boolean()])
      .optional()
      .transform((v) => v === 'on' || v === true),
    /**
     * The language of the product's pages when neither the verification nor the browser names
     * one the service speaks; '' for none (English). Absent: left as it is.
     */
    defaultLocale: z
      .string()
      .optional()
      .refine((v) => v === undefined || v === '' || isWidgetLocale(v), 'choose a listed language')
      .transform((v) => (v === '' ? null : (v as WidgetLocale | undefined))),
  })
  .refine((v) => v.passIfOver === null || v.failIfUnder === null || v.failIfUnder <= v.passIfOver, {
    message: 'fail-if-under must not be greater than pass-if-over',
    path: ['failIfUnder'],
  });
export type ProductSettingsInput = z.input<typeof ProductSettingsSchema>;

/**
 * Splits one mode's origins field and checks it by that mode's rule (`checkOrigins`: exact
 * origins; in live, https sites only), without duplicates.
 */
export function parseOrigins(text: string, mode: OriginMode, rules: OriginRules): string[] {
  const items = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length > MAX_ALLOWED_ORIGINS)
    throw new ConsoleError(
      'INVALID_INPUT',
      `at most ${MAX_ALLOWED_ORIGINS} allowed ${mode} origins`,
    );
  try {
    return checkOrigins(mode, items, rules);
  } catch (err) {
    throw new ConsoleError('INVALID_INPUT', (err as Error).message);
  }
}

function parse(input: ProductSettingsInput, rules: OriginRules) {
  const parsed = ProductSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    throw new ConsoleError('INVALID_INPUT', field ? `${field}: ${issue.message}` : issue.message);
  }
  return {
    ...parsed.data,
    origins: {
      live: parseOrigins(parsed.data.liveOrigins, 'live', rules),
      test: parseOrigins(parsed.data.testOrigins, 'test', rules),
    },
  };
}

/**
 * Creates a product owned by `account` (every method enabled, policy defaults elsewhere), unless
 * the account already has as many as one may (`limit_reached`).
 */
export async function createOwnedProduct(
  deps: ConsoleDeps,
  account: Account,
  input: { name: string },
): Promise<Product> {
  const name = z.string().trim().min(1).max(200).safeParse(input.name);
  if (!name.success) throw new ConsoleError('INVALID_INPUT', 'give the product a name');
  const now = deps.ctx.now();
  const product = await createProduct(
    deps.ctx.db,
    { name: name.data, ownerAccountId: account.id },
    now,
    { limit: { maxPerOwner: deps.ctx.config.maxProductsPerAccount, dialect: deps.ctx.dialect } },
  ).catch((error: unknown) => {
    if (!(error instanceof ProductLimitError)) throw error;
    throw new ConsoleError(
      'LIMIT_REACHED',
      `This account already has ${error.limit} products, the most one account may have here. Reuse one of them (a product can serve several sites: add their origins) or ask the operator to raise the limit.`,
    );
  });
  await recordAudit(
    deps.ctx.db,
    { account, productId: product.id, action: 'product.created', detail: name.data },
    now,
  );
  return product;
}

/**
 * Saves the product form, both modes' origins included; the API sees the change at once (caches
 * are dropped).
 */
export async function updateProductSettings(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  input: ProductSettingsInput,
): Promise<Product> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const v = parse(input, { allowLoopbackLive: deps.ctx.config.allowLoopbackLiveOrigins });
  return saveProductChange(
    deps,
    account,
    product,
    {
      name: v.name,
      ...originColumns(v.origins),
      enabled_methods: JSON.stringify(
        VERIFICATION_METHODS.filter((m) => v.enabledMethods.includes(m)),
      ),
      face_pass_if_over: v.passIfOver,
      face_fail_if_under: v.failIfUnder,
      retention_days: v.retentionDays,
      allow_dob: v.allowDob ? 1 : 0,
      ...(v.defaultLocale === undefined ? {} : { default_locale: v.defaultLocale }),
    },
    `live origins: ${v.origins.live.join(' ') || '(none)'}; test origins: ${v.origins.test.join(' ') || '(none)'}; methods: ${v.enabledMethods.join(' ')}; date of birth: ${v.allowDob ? 'shared' : 'not kept'}; default language: ${(v.defaultLocale === undefined ? product.defaultLocale : v.defaultLocale) ?? '(none)'}`,
  );
}

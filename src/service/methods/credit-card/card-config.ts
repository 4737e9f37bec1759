import { z } from 'zod';
import { methodSettings } from '../kit/method-settings';
import { ServiceError } from '../../errors/service-error';

/** The credit-card method's settings (`OFAGE_STRIPE_*`, `OFAGE_CARD_*`). */
export interface CardConfig {
  /** Live verifications check cards with Stripe when both keys are set. */
  stripe:
    | {
        /** `sk_live_…` / `rk_live_…` (a restricted key with SetupIntents write suffices). */
        secretKey: string;
        /** `pk_…`: the only Stripe value that ever reaches the browser. */
        publishableKey: string;
        /** Another Stripe API base (a Stripe-compatible proxy; the tests' local server). */
        apiBase: string | undefined;
        timeoutMs: number;
      }
    | undefined;
  /**
   * ISO 3166 alpha-2 countries whose credit cards are issued to adults only: a credit card from
   * elsewhere proves nothing. Default `GB` (Consumer Credit Act 1974 s.50 and FCA CONC 2.2: no
   * credit to minors).
   */
  adultCountries: string[];
  /**
   * ISO 4217 currency the widget names for the zero-amount check ("a check of £0.00"). A card
   * check authorises no amount, so this is only what the person is told. Unset (the default),
   * each verification names its jurisdiction's currency (`checkCurrency`).
   */
  currency: string | undefined;
}

export const CardEnv = z.object({
  OFAGE_STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  OFAGE_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(live|test)_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  OFAGE_STRIPE_API_BASE: z.url().optional(),
  OFAGE_STRIPE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  OFAGE_CARD_ADULT_COUNTRIES: z
    .string()
    .default('GB')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((c) => /^[A-Z]{2}$/.test(c)), 'must be ISO 3166 alpha-2 codes'),
  OFAGE_CARD_CURRENCY: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .refine(
      (v) => /^[A-Z]{3}$/.test(v) && Intl.supportedValuesOf('currency').includes(v),
      'must be an ISO 4217 currency code such as GBP, EUR or USD',
    )
    .optional(),
});

export function cardConfig(e: z.infer<typeof CardEnv>): CardConfig {
  if (Boolean(e.OFAGE_STRIPE_SECRET_KEY) !== Boolean(e.OFAGE_STRIPE_PUBLISHABLE_KEY)) {
    throw new ServiceError(
      'CONFIG_INVALID',
      'invalid configuration:\n  OFAGE_STRIPE_SECRET_KEY and OFAGE_STRIPE_PUBLISHABLE_KEY: set both or neither',
    );
  }
  return {
    stripe:
      e.OFAGE_STRIPE_SECRET_KEY && e.OFAGE_STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.OFAGE_STRIPE_SECRET_KEY,
            publishableKey: e.OFAGE_STRIPE_PUBLISHABLE_KEY,
            apiBase: e.OFAGE_STRIPE_API_BASE,
            timeoutMs: e.OFAGE_STRIPE_TIMEOUT_MS,
          }
        : undefined,
    adultCountries: e.OFAGE_CARD_ADULT_COUNTRIES,
    currency: e.OFAGE_CARD_CURRENCY,
  };
}

/** The credit-card method's part of the service configuration: `config.card`. */
export const cardSettings = methodSettings({ key: 'card', env: CardEnv, read: cardConfig });

import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/service/db/schema';

export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);

/** A clock the test moves by hand: retries are asserted without sleeping. */
export function fakeClock(start = T0) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export interface SeededProduct {
  productId: string;
  secret: string;
}

/** A product with a webhook endpoint for `mode` (and none for the other mode). */
export async function seedProduct(
  db: Kysely<Database>,
  options: {
    url: string | null;
    mode?: 'test' | 'live';
    secret?: string;
    previousSecret?: string;
    previousSecretExpiresAt?: number;
  },
): Promise<SeededProduct> {
  const productId = randomUUID();
  const secret = options.secret ?? newSecret();
  await db
    .insertInto('products')
    .values({
      id: productId,
      name: 'Webhook test store',
      test_origins: '[]',
      allowed_origins: '[]',
      live_origins: '[]',
      enabled_methods: '["age-key"]',
      method_overrides: '{}',
      face_pass_if_over: null,
      face_fail_if_under: null,
      retention_days: 90,
      allow_dob: 0,
      owner_account_id: null,
      created_at: T0,
      updated_at: T0,
    })
    .execute();
  await db
    .insertInto('webhook_endpoints')
    .values({
      product_id: productId,
      mode: options.mode ?? 'test',
      url: options.url,
      secret,
      previous_secret: options.previousSecret ?? null,
      previous_secret_expires_at: options.previousSecretExpiresAt ?? null,
      updated_at: T0,
    })
    .execute();
  return { productId, secret };
}

/** A `Verification.Result` body as the lead's pipeline produces it. */
export const passResult = () => ({
  id: randomUUID(),
  status: 'PASS' as const,
  method: 'age-key' as const,
  age: { low: 18, high: 150 },
  ageCategory: 'adult' as const,
});

import { z } from 'zod';

/** `GET /api/v1/product`: the product an API key belongs to, as that key's holder may see it. */
export const PRODUCT_PATH = '/api/v1/product';

/**
 * `POST /api/v1/test/register-app` (test keys only): adds an app's origin to the product's test
 * embedding origins and sets its test-mode webhook URL, for `npx ofage init`. Live origins are
 * never changed with an API key.
 */
export const REGISTER_TEST_APP_PATH = '/api/v1/test/register-app';

/**
 * Answer of `GET /api/v1/product`. `allowedOrigins` and `webhookUrl` are those of the key's own
 * mode: each mode has its own list of origins that may embed its verifications.
 */
export const ProductInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(['test', 'live']),
  allowedOrigins: z.array(z.string()),
  webhookUrl: z.string().nullable(),
});
export type ProductInfo = z.infer<typeof ProductInfoSchema>;

/** Body of `POST /api/v1/test/register-app`. */
export const RegisterTestAppRequestSchema = z.strictObject({
  /** The app's origin, exactly `scheme://host[:port]`, e.g. `http://localhost:3000`. */
  origin: z.string().min(1).max(2048),
  /** The app's webhook route, e.g. `http://localhost:3000/api/age-gate/webhook`. */
  webhookUrl: z.string().min(1).max(2048).optional(),
});
export type RegisterTestAppRequest = z.infer<typeof RegisterTestAppRequestSchema>;

/** Answer of `POST /api/v1/test/register-app`: the product after the change, and the test webhook secret. */
export const RegisterTestAppResponseSchema = ProductInfoSchema.extend({
  mode: z.literal('test'),
  /** Signs the product's test-mode webhooks (`OFAGE_WEBHOOK_SECRET`). */
  webhookSecret: z.string(),
});
export type RegisterTestAppResponse = z.infer<typeof RegisterTestAppResponseSchema>;

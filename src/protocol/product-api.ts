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

/**
 * Answer of `POST /api/v1/test/register-app`: the product after the change, the app's own test
 * webhook endpoint and its secret, and what the call changed. The fields after `webhookSecret`
 * came with several endpoints per product: a service before them leaves them out.
 */
export const RegisterTestAppResponseSchema = ProductInfoSchema.extend({
  mode: z.literal('test'),
  /**
   * The app's webhook URL (its endpoint's), or without `webhookUrl` in the request the product's
   * first test endpoint's.
   */
  webhookUrl: z.string().nullable(),
  /** Signs the app's test-mode webhooks (`OFAGE_WEBHOOK_SECRET`): its endpoint's own secret. */
  webhookSecret: z.string(),
  /** The app's webhook endpoint (`we_…`); null when the request named no webhook URL. */
  webhookEndpointId: z.string().nullable().optional(),
  /** What this call changed: the origin added to the test origins, a webhook endpoint added. */
  added: z.object({ origin: z.boolean(), webhook: z.boolean() }).optional(),
});
export type RegisterTestAppResponse = z.infer<typeof RegisterTestAppResponseSchema>;

import { listProducts } from '../../products/products';
import {
  listWebhookEndpoints,
  withoutSecrets,
} from '../../webhooks/endpoints/list-webhook-endpoints';
import type { CliCommand } from './command';

/**
 * `ofage webhooks list [--product <id>] [--mode test|live]`: the webhook endpoints of one mode
 * (test unless `--mode live`), of one product or of every product; never their secrets.
 */
export const webhooksListCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, mode, print }) => {
    const productIds = flags.product ? [flags.product] : (await listProducts(db)).map((p) => p.id);
    const endpoints = [];
    for (const productId of productIds) {
      endpoints.push(...(await listWebhookEndpoints(db, productId, mode)).map(withoutSecrets));
    }
    print(
      endpoints
        .map(
          (e) =>
            `${e.id}  ${e.mode}  ${e.url}${e.label ? `  "${e.label}"` : ''}${flags.product ? '' : `  product ${e.productId}`}`,
        )
        .join('\n') || `no ${mode}-mode webhook endpoints`,
      endpoints,
    );
    return 0;
  },
};

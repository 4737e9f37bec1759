import { addWebhookEndpoint } from '../../webhooks/endpoints/add-webhook-endpoint';
import type { CliCommand } from './command';
import { UsageError } from './usage-error';

/**
 * `ofage webhooks add <url> --product <id> [--mode test|live] [--label <text>]`: a webhook
 * endpoint of its own (and its secret, printed once) for another app of the product. A URL the
 * mode already has is answered as it is, unchanged.
 */
export const webhooksAddCommand: CliCommand = {
  database: true,
  run: async ({ db, config, flags, mode, positionals, now, need, audit, print }) => {
    const productId = need(flags.product, '--product <id>');
    const url = positionals[2] ?? flags.url;
    if (!url)
      throw new UsageError('webhooks add needs the URL: ofage webhooks add <url> --product <id>');
    const { endpoint, added } = await db.transaction().execute(async (trx) => {
      const result = await addWebhookEndpoint(
        trx,
        { productId, mode, url, label: flags.label },
        now,
        { allowLoopback: config.allowLoopbackWebhooks },
      );
      if (result.added) {
        await audit(
          productId,
          {
            action: 'webhook.endpoint_added',
            detail: `${mode}: ${result.endpoint.id} ${result.endpoint.url}`,
          },
          trx,
        );
      }
      return result;
    });
    print(
      `${added ? 'added' : 'already there:'} ${mode} webhook endpoint ${endpoint.id} for ${endpoint.url}\nsigning secret: ${endpoint.secret}`,
      {
        added,
        id: endpoint.id,
        mode,
        url: endpoint.url,
        label: endpoint.label,
        secret: endpoint.secret,
      },
    );
    return 0;
  },
};

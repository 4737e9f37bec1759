import { productOfEndpoint } from '../../webhooks/endpoints/list-webhook-endpoints';
import { removeWebhookEndpoint } from '../../webhooks/endpoints/remove-webhook-endpoint';
import type { CliCommand } from './command';
import { endpointArgument } from './webhooks-rotate-secret';

/** `ofage webhooks remove <endpoint id>`: that endpoint receives nothing more. */
export const webhooksRemoveCommand: CliCommand = {
  database: true,
  run: async ({ db, positionals, flags, now, audit, print }) => {
    const endpointId = endpointArgument(positionals, flags, 'remove');
    const productId = flags.product ?? (await productOfEndpoint(db, endpointId)) ?? '';
    const removed = await db.transaction().execute(async (trx) => {
      const endpoint = await removeWebhookEndpoint(trx, productId, endpointId, now);
      await audit(
        productId,
        {
          action: 'webhook.endpoint_removed',
          detail: `${endpoint.mode}: ${endpoint.id} ${endpoint.url}`,
        },
        trx,
      );
      return endpoint;
    });
    print(`removed ${removed.mode} webhook endpoint ${removed.id} (${removed.url})`, removed);
    return 0;
  },
};

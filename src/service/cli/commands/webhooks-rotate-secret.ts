import { SECRET_ROTATION_OVERLAP_MS } from '../../webhooks/endpoints/webhook-secret';
import { productOfEndpoint } from '../../webhooks/endpoints/list-webhook-endpoints';
import { rotateWebhookEndpointSecret } from '../../webhooks/endpoints/rotate-webhook-endpoint-secret';
import type { CliFlags } from './cli-args';
import type { CliCommand } from './command';
import { UsageError } from './usage-error';

/** The endpoint a `webhooks remove|rotate-secret` names: `<endpoint id>` or `--endpoint`. */
export function endpointArgument(positionals: string[], flags: CliFlags, action: string): string {
  const id = positionals[2] ?? flags.endpoint;
  if (!id)
    throw new UsageError(
      `webhooks ${action} needs the endpoint id (we_…): ofage webhooks list shows them`,
    );
  return id;
}

/**
 * `ofage webhooks rotate-secret <endpoint id>`: a new signing secret for that endpoint, printed
 * once; the old one keeps signing beside it for 24 hours while the app switches.
 */
export const webhooksRotateSecretCommand: CliCommand = {
  database: true,
  run: async ({ db, positionals, flags, now, audit, print }) => {
    const endpointId = endpointArgument(positionals, flags, 'rotate-secret');
    const productId = flags.product ?? (await productOfEndpoint(db, endpointId)) ?? '';
    const rotated = await db.transaction().execute(async (trx) => {
      const endpoint = await rotateWebhookEndpointSecret(trx, productId, endpointId, now);
      await audit(
        productId,
        { action: 'webhook.secret_rotated', detail: `${endpoint.mode}: ${endpoint.id}` },
        trx,
      );
      return endpoint;
    });
    const hours = SECRET_ROTATION_OVERLAP_MS / 3_600_000;
    print(
      `new signing secret of ${rotated.id}: ${rotated.secret}\nthe previous one keeps signing beside it for ${hours} h`,
      {
        id: rotated.id,
        mode: rotated.mode,
        url: rotated.url,
        secret: rotated.secret,
        previousSecretExpiresAt: rotated.previousSecretExpiresAt,
      },
    );
    return 0;
  },
};

import { setWebhookEndpoint } from '../../products/set-webhook-endpoint';
import type { CliCommand } from './command';

/** `ofage webhooks set --product <id> [--mode test|live] [--url <https://…>] [--rotate-secret]` */
export const webhooksSetCommand: CliCommand = {
  database: true,
  run: async ({ db, config, flags, mode, now, need, audit, print }) => {
    const productId = need(flags.product, '--product <id>');
    const result = await db.transaction().execute(async (trx) => {
      const saved = await setWebhookEndpoint(
        trx,
        productId,
        mode,
        {
          ...(flags.url !== undefined ? { url: flags.url } : {}),
          rotateSecret: flags['rotate-secret'],
        },
        now,
        { allowLoopback: config.allowLoopbackWebhooks },
      );
      if (flags.url !== undefined) {
        await audit(
          productId,
          { action: 'webhook.url_set', detail: `${mode}: ${saved.url ?? '(none)'}` },
          trx,
        );
      }
      if (flags['rotate-secret']) {
        await audit(productId, { action: 'webhook.secret_rotated', detail: mode }, trx);
      }
      return saved;
    });
    print(`${mode} webhook: ${result.url ?? '(no URL)'}\nsigning secret: ${result.secret}`, {
      mode,
      ...result,
    });
    return 0;
  },
};

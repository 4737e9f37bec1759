import { createApiKey } from '../../keys/api-keys';
import type { CliCommand } from './command';

/** `ofage keys create --product <id> [--mode test|live] [--name <label>]`: shown once. */
export const keysCreateCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, mode, now, need, audit, print }) => {
    const productId = need(flags.product, '--product <id>');
    const { key, info } = await db.transaction().execute(async (trx) => {
      const created = await createApiKey(
        trx,
        { productId, mode, ...(flags.name ? { name: flags.name } : {}) },
        now,
      );
      await audit(
        productId,
        { action: 'key.created', detail: `${created.info.prefix}… (${created.info.name})` },
        trx,
      );
      return created;
    });
    print(
      `${key}\n\nThis ${mode} key is shown once: store it in your server's environment (e.g. OFAGE_API_KEY).`,
      { key, ...info },
    );
    return 0;
  },
};

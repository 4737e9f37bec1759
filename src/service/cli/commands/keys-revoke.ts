import { listApiKeys, revokeApiKey } from '../../keys/api-keys';
import type { CliCommand } from './command';
import { UsageError } from './usage-error';

/** `ofage keys revoke --product <id> --key <key id or prefix>` */
export const keysRevokeCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, now, need, audit, print }) => {
    const productId = need(flags.product, '--product <id>');
    const ref = need(flags.key, '--key <key id or prefix>');
    const keys = await listApiKeys(db, productId);
    const match = keys.filter((k) => k.id === ref || k.prefix === ref.replace(/…$/, ''));
    if (match.length !== 1)
      throw new UsageError(
        match.length
          ? `--key ${ref} matches several keys: use the key id`
          : `no key ${ref} in this product`,
      );
    const target = match[0]!;
    const revoked = await db.transaction().execute(async (trx) => {
      const done = await revokeApiKey(trx, productId, target.id, now);
      if (done) {
        await audit(
          productId,
          { action: 'key.revoked', detail: `${target.prefix}… (${target.name})` },
          trx,
        );
      }
      return done;
    });
    if (!revoked) throw new UsageError(`key ${ref} is already revoked`);
    print(`revoked ${target.prefix}…`, { revoked: target.id });
    return 0;
  },
};

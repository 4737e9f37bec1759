import { listApiKeys } from '../../keys/api-keys';
import type { CliCommand } from './command';
import { timeOrNever } from './time-or-never';

/** `ofage keys list --product <id>`: the product's keys by prefix (never the keys themselves). */
export const keysListCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, need, print }) => {
    const keys = await listApiKeys(db, need(flags.product, '--product <id>'));
    print(
      keys
        .map(
          (k) =>
            `${k.id}  ${k.prefix}…  ${k.mode}  created ${timeOrNever(k.createdAt)}  last used ${timeOrNever(k.lastUsedAt)}${k.revokedAt ? '  REVOKED' : ''}`,
        )
        .join('\n') || 'no keys',
      keys,
    );
    return 0;
  },
};

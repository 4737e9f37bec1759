import { SERVICE_WIDE } from '../../console/audit-log';
import type { CliCommand } from './command';
import { UsageError } from './usage-error';

/** `ofage age-keys revoke --credential=<credential id>` (the = form: an id may start with "-"). */
export const ageKeysRevokeCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, now, need, audit, print }) => {
    const { revokeAgeKey } = await import('../../methods/age-key/keys/revoke-age-key');
    const credential = need(flags.credential, '--credential=<credential id>');
    if (!(await revokeAgeKey(db, credential, now)))
      throw new UsageError(`no age key ${credential}, or it is already revoked`);
    await audit(SERVICE_WIDE, { action: 'age_key.revoked', detail: credential });
    print(`revoked age key ${credential}`, { revoked: credential });
    return 0;
  },
};

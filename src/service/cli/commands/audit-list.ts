import { listAudit, SERVICE_WIDE } from '../../console/audit-log';
import type { CliCommand } from './command';
import { timeOrNever } from './time-or-never';

/**
 * `ofage audit list [--product <id>]`: the newest 200 entries of a product's log, or without
 * --product the operator's (account and age-key actions).
 */
export const auditListCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, print }) => {
    const entries = await listAudit(db, flags.product ?? SERVICE_WIDE, 200);
    print(
      entries
        .map(
          (e) => `${timeOrNever(e.createdAt)}  ${e.accountEmail}  ${e.action}  ${e.detail ?? ''}`,
        )
        .join('\n') || 'no entries',
      entries,
    );
    return 0;
  },
};

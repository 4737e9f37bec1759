import { SERVICE_WIDE } from '../../console/audit-log';
import { PREVIOUS_SECRET_ACCEPTED_MS, rotateConsoleSecret } from '../../console/console-secret';
import type { CliCommand } from './command';
import { timeOrNever } from './time-or-never';
import { UsageError } from './usage-error';

/**
 * `ofage console-secret rotate [--end-sessions]`: a new secret for console session cookies and
 * form tokens, used by every instance from their next request. The previous one is accepted for
 * 7 days, so nobody is signed out and no open form fails; `--end-sessions` drops it at once and
 * signs everyone out.
 */
export const consoleSecretRotateCommand: CliCommand = {
  database: true,
  run: async ({ db, config, flags, now, audit, print }) => {
    if (config.consoleSecret) {
      throw new UsageError(
        'OFAGE_CONSOLE_SECRET pins the console secret: set a new value there and the old one in OFAGE_CONSOLE_SECRET_PREVIOUS (for 7 days, or not at all to sign everyone out), then restart',
      );
    }
    const endSessions = flags['end-sessions'];
    const { endedSessions } = await rotateConsoleSecret(db, now, { endSessions });
    await audit(SERVICE_WIDE, {
      action: 'console_secret.rotated',
      detail: endSessions ? `sessions ended: ${endedSessions}` : 'previous accepted for 7 days',
    });
    print(
      endSessions
        ? `rotated the console secret and ended ${endedSessions} console session(s): everyone signs in again.`
        : `rotated the console secret: every instance uses the new one from its next request; sessions and open forms signed with the previous one are accepted until ${timeOrNever(now + PREVIOUS_SECRET_ACCEPTED_MS)}.`,
      {
        rotated: true,
        endedSessions,
        previousAcceptedUntil: endSessions ? null : now + PREVIOUS_SECRET_ACCEPTED_MS,
      },
    );
    return 0;
  },
};

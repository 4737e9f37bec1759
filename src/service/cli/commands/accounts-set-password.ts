import type { CliCommand } from './command';
import { auditAccount } from './audit-account';
import { UsageError } from './usage-error';

/**
 * `ofage accounts set-password --email <console account e-mail>`: a new generated password;
 * every session of the account is signed out.
 */
export const accountsSetPasswordCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, now, need, print }) => {
    const { setAccountPassword } = await import('../../console/account-password');
    const { generatePassword } = await import('../../console/seed-admin');
    const { ConsoleError } = await import('../../console/console-error');
    const password = generatePassword();
    const email = need(flags.email, '--email <console account e-mail>');
    const account = await setAccountPassword(db, email, password).catch((err: unknown) => {
      throw err instanceof ConsoleError ? new UsageError(err.message) : err;
    });
    await auditAccount(db, account, 'account.password_reset', now);
    print(
      `new password for ${account.email}: ${password}\nevery session of the account was signed out; change the password under Account after signing in`,
      { email: account.email, password },
    );
    return 0;
  },
};

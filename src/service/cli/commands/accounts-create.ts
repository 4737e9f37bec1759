import type { CliCommand } from './command';
import { auditAccount } from './audit-account';
import { UsageError } from './usage-error';

/** `ofage accounts create --email <e-mail>`: a console account with a generated password. */
export const accountsCreateCommand: CliCommand = {
  database: true,
  createsDatabase: true,
  checkFlags: ({ flags, need }) => void need(flags.email, '--email <e-mail>'),
  run: async ({ db, flags, now, need, print }) => {
    const { insertAccount } = await import('../../console/accounts');
    const { generatePassword } = await import('../../console/seed-admin');
    const { ConsoleError } = await import('../../console/console-error');
    const password = generatePassword();
    const email = need(flags.email, '--email <e-mail>');
    const account = await insertAccount(db, { email, password }, now).catch((err: unknown) => {
      throw err instanceof ConsoleError ? new UsageError(err.message) : err;
    });
    await auditAccount(db, account, 'account.created', now);
    print(
      `created console account ${account.email}\npassword: ${password}\nhand it over safely; it can be changed under Account after signing in`,
      { email: account.email, password },
    );
    return 0;
  },
};

import { createProduct } from '../../products/products';
import type { CliCommand, DatabaseCommandCall } from './command';
import { UsageError } from './usage-error';

/**
 * `ofage products create --name <name> [--mode test|live] [--origin …]... [--owner <e-mail>]`: a
 * product, with the origins among those of `--mode` (test unless live), owned by a console
 * account when --owner names one (within OFAGE_MAX_PRODUCTS_PER_ACCOUNT).
 */
export const productsCreateCommand: CliCommand = {
  database: true,
  createsDatabase: true,
  checkFlags: ({ flags, need }) => void need(flags.name, '--name'),
  run: async (call) => {
    const { db, handle, config, flags, mode, now, need, audit, print } = call;
    const owner = flags.owner === undefined ? undefined : await ownerAccountId(call, flags.owner);
    const product = await createProduct(
      db,
      {
        name: need(flags.name, '--name'),
        allowedOrigins: { [mode]: flags.origin ?? [] },
        ...(owner ? { ownerAccountId: owner } : {}),
      },
      now,
      {
        limit: { maxPerOwner: config.maxProductsPerAccount, dialect: handle.dialect },
        originRules: { allowLoopbackLive: config.allowLoopbackLiveOrigins },
      },
    );
    await audit(product.id, { action: 'product.created', detail: product.name });
    print(`created product ${product.id} (${product.name})`, product);
    return 0;
  },
};

async function ownerAccountId({ db }: DatabaseCommandCall, email: string): Promise<string> {
  const { consoleDb } = await import('../../console/console-database');
  const { normalizeEmail } = await import('../../console/accounts');
  const account = await consoleDb(db)
    .selectFrom('console_accounts')
    .select('id')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!account) {
    throw new UsageError(
      `no console account ${email}: create one with \`ofage accounts create --email …\``,
    );
  }
  return account.id;
}

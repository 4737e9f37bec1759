import { SERVICE_WIDE } from '../../console/audit-log';
import type { CliCommand } from './command';

/**
 * `ofage oidc-clients create|list|delete`: a product's OpenID clients, as the console has them;
 * `approve|withdraw|pending`: the operator's decision which live clients may create age keys.
 */
export const oidcClientsCliCommand: CliCommand = {
  database: true,
  run: async ({ db, config, flags, mode, positionals, now, audit, print }) => {
    const { oidcClientsCommand } = await import('../../oidc/cli/oidc-clients-command');
    const done = await oidcClientsCommand(
      db,
      positionals[1],
      {
        product: flags.product,
        mode,
        name: flags.name,
        redirectUris: flags['redirect-uri'] ?? [],
        thresholds: flags.thresholds,
        mayCreate: flags['may-create'],
        client: flags.client,
        keysPerHour: flags['keys-per-hour'],
      },
      {
        now,
        publicUrl: config.publicUrl,
        audit: (productId, entry, on) => audit(productId ?? SERVICE_WIDE, entry, on),
      },
    );
    print(done.human, done.data);
    return 0;
  },
};

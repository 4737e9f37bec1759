import { SERVICE_WIDE } from '../../console/audit-log';
import type { CliCommand } from './command';

/**
 * `ofage oidc-clients create|list|delete`: a product's OpenID clients, as the console has them;
 * `approve|withdraw|pending`: the operator's decision which live clients may create age keys.
 * `create` prints the issuers at the service's public URL (recorded by the service on this data
 * directory, or `OFAGE_PUBLIC_URL`); when neither gives it, it says so on stderr.
 */
export const oidcClientsCliCommand: CliCommand = {
  database: true,
  run: async (call) => {
    const { db, config, flags, mode, positionals, now, audit, print, io } = call;
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
    if (positionals[1] === 'create' && call.publicUrlFrom === 'default') {
      io.stderr(
        `ofage: the issuer URLs above assume ${config.publicUrl}: no service has started on ${config.dataDir} and OFAGE_PUBLIC_URL is not set. Set OFAGE_PUBLIC_URL to the service's public URL if it is another.`,
      );
    }
    return 0;
  },
};

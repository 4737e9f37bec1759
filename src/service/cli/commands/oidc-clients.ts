import type { CliCommand } from './command';

/** `ofage oidc-clients create|list|delete`: a product's OpenID clients, as the console has them. */
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
      },
      { now, publicUrl: config.publicUrl, audit: (productId, entry) => audit(productId, entry) },
    );
    print(done.human, done.data);
    return 0;
  },
};

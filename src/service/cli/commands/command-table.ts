import { accountsCreateCommand } from './accounts-create';
import { accountsSetPasswordCommand } from './accounts-set-password';
import { ageKeysRevokeCommand } from './age-keys-revoke';
import { auditListCommand } from './audit-list';
import { backupCommand } from './backup';
import type { CliCommand } from './command';
import { configCheckCommand } from './config-check';
import { consoleSecretRotateCommand } from './console-secret-rotate';
import { keysCreateCommand } from './keys-create';
import { keysListCommand } from './keys-list';
import { keysRevokeCommand } from './keys-revoke';
import { migrateCommand } from './migrate';
import { oidcClientsCliCommand } from './oidc-clients';
import { oidcKeysListCommand } from './oidc-keys-list';
import { oidcKeysRotateCommand } from './oidc-keys-rotate';
import { pagesLinkCommand } from './pages-link';
import { productsAgeKeyProvidersCommand } from './products-age-key-providers';
import { productsDefaultLanguageCommand } from './products-default-language';
import { productsCreateCommand } from './products-create';
import { productsListCommand } from './products-list';
import { productsOriginsCommand } from './products-origins';
import { restoreCommand } from './restore';
import { serveCommand } from './serve-command';
import { signingKeysListCommand } from './signing-keys-list';
import { signingKeysRetireCommand } from './signing-keys-retire';
import { signingKeysRotateCommand } from './signing-keys-rotate';
import { webhooksAddCommand } from './webhooks-add';
import { webhooksListCommand } from './webhooks-list';
import { webhooksRemoveCommand } from './webhooks-remove';
import { webhooksRotateSecretCommand } from './webhooks-rotate-secret';
import { webhooksSetCommand } from './webhooks-set';
import { webhooksTestCommand } from './webhooks-test';

/** Commands by their words (`keys create`); what follows the words is the command's own. */
const COMMANDS: ReadonlyMap<string, CliCommand> = new Map(
  Object.entries({
    'config check': configCheckCommand,
    migrate: migrateCommand,
    'products create': productsCreateCommand,
    'products list': productsListCommand,
    'products origins': productsOriginsCommand,
    'products age-key-providers': productsAgeKeyProvidersCommand,
    'products default-language': productsDefaultLanguageCommand,
    'keys create': keysCreateCommand,
    'keys list': keysListCommand,
    'keys revoke': keysRevokeCommand,
    'webhooks list': webhooksListCommand,
    'webhooks add': webhooksAddCommand,
    'webhooks remove': webhooksRemoveCommand,
    'webhooks rotate-secret': webhooksRotateSecretCommand,
    'webhooks set': webhooksSetCommand,
    'webhooks test': webhooksTestCommand,
    'accounts create': accountsCreateCommand,
    'accounts set-password': accountsSetPasswordCommand,
    'audit list': auditListCommand,
    'age-keys revoke': ageKeysRevokeCommand,
    'signing-keys list': signingKeysListCommand,
    'signing-keys rotate': signingKeysRotateCommand,
    'signing-keys retire': signingKeysRetireCommand,
    'oidc-keys list': oidcKeysListCommand,
    'oidc-keys rotate': oidcKeysRotateCommand,
    'console-secret rotate': consoleSecretRotateCommand,
    'pages link': pagesLinkCommand,
  }),
);

/** Commands that take the whole group, whatever its second word (oidc-clients has its own). */
const GROUPS: ReadonlyMap<string, CliCommand> = new Map([
  ['serve', serveCommand],
  ['oidc-clients', oidcClientsCliCommand],
  ['backup', backupCommand],
  ['restore', restoreCommand],
]);

/** The command a command line names, or undefined for an unknown one. */
export function findCommand(group: string, action: string | undefined): CliCommand | undefined {
  return COMMANDS.get(`${group} ${action ?? ''}`.trim()) ?? GROUPS.get(group);
}

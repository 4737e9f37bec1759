import { listIdTokenKeys, type IdTokenKeyState } from '../../oidc/keys/id-token-key-states';
import type { CliCommand } from './command';
import { timeOrNever } from './time-or-never';

/** `ofage oidc-keys list`: the OpenID issuers' ID-token keys, newest first, and their states. */
export const oidcKeysListCommand: CliCommand = {
  database: true,
  run: async ({ db, now, print }) => {
    const keys = await listIdTokenKeys(db, now);
    print(keys.map(describeIdTokenKey).join('\n') || 'no ID-token keys yet', keys);
    return 0;
  },
};

function describeIdTokenKey(key: IdTokenKeyState): string {
  const state = {
    next: () => `next: published, signs from ${timeOrNever(key.signsFrom!)}`,
    signing: () => 'signs',
    previous: () => `previous: published until ${timeOrNever(key.publishedUntil!)}`,
    unpublished: () => 'unpublished',
  }[key.state]();
  return `${key.kid}  added ${timeOrNever(key.createdAt)}  ${state}`;
}

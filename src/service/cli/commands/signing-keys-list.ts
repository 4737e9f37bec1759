import { listSigningKeys, type SigningKeyState } from '../../tokens/signing-key-rotation';
import type { CliCommand } from './command';
import { timeOrNever } from './time-or-never';

/** `ofage signing-keys list`: the widget token signing keys, newest first, and their states. */
export const signingKeysListCommand: CliCommand = {
  database: true,
  run: async ({ db, now, print }) => {
    const keys = await listSigningKeys(db, now);
    print(keys.map(describeSigningKey).join('\n') || 'no signing keys yet', keys);
    return 0;
  },
};

/** One line per key: its id, when it was added, and what it does now. */
export function describeSigningKey(key: SigningKeyState): string {
  const state = {
    next: () => `next: verifies, signs from ${timeOrNever(key.signsFrom!)}`,
    signing: () => 'signs',
    verifying: () =>
      `verifies what it signed; retire from ${timeOrNever(key.retirableFrom!)} (ofage signing-keys retire)`,
    retired: () => `retired ${timeOrNever(key.retiredAt!)}`,
  }[key.state]();
  return `${key.kid}  added ${timeOrNever(key.createdAt)}  ${state}`;
}

import { SERVICE_WIDE } from '../../console/audit-log';
import { retireSigningKeys } from '../../tokens/signing-key-rotation';
import type { CliCommand } from './command';
import { timeOrNever } from './time-or-never';

/**
 * `ofage signing-keys retire [--key <kid>]`: retires the widget signing keys that no live token
 * can have been signed by; with `--key`, that key now (a leaked key: the widget links it signed
 * stop opening). Running instances stop verifying with a retired key within 30 s.
 */
export const signingKeysRetireCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, now, audit, print }) => {
    const { retired, waiting } = await retireSigningKeys(db, now, flags.key);
    for (const kid of retired) {
      await audit(SERVICE_WIDE, {
        action: 'signing_key.retired',
        detail: flags.key ? `${kid} (at once)` : kid,
      });
    }
    const lines = retired.map((kid) => `retired signing key ${kid}`);
    if (retired.length === 0) lines.push('no signing key to retire');
    for (const key of waiting) {
      lines.push(
        `signing key ${key.kid} still verifies live widget links: retire it from ${timeOrNever(key.retirableFrom!)}`,
      );
    }
    print(lines.join('\n'), { retired, waiting });
    return 0;
  },
};

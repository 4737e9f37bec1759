import { SERVICE_WIDE } from '../../console/audit-log';
import {
  SIGNED_TOKENS_LIVE_MS,
  listSigningKeys,
  rotateSigningKey,
} from '../../tokens/signing-key-rotation';
import { SIGNING_KEYS_RELOAD_MS } from '../../tokens/signing-keys';
import type { CliCommand } from './command';
import { timeOrNever } from './time-or-never';

/**
 * `ofage signing-keys rotate`: adds a widget token signing key. Running instances read it within
 * 30 s and sign with it two minutes after now; the key that signed before keeps verifying the
 * tokens it signed until `ofage signing-keys retire`.
 */
export const signingKeysRotateCommand: CliCommand = {
  database: true,
  run: async ({ db, now, audit, print }) => {
    const before = (await listSigningKeys(db, now)).find((k) => k.state === 'signing');
    const rotated = await rotateSigningKey(db, now);
    const { kid } = rotated;
    // The first key of a database no service has started on signs at once.
    const signsFrom = before ? rotated.signsFrom : now;
    await audit(SERVICE_WIDE, { action: 'signing_key.rotated', detail: kid });
    const retirable = signsFrom + SIGNED_TOKENS_LIVE_MS;
    print(
      [
        `added signing key ${kid}: running instances verify with it within ${SIGNING_KEYS_RELOAD_MS / 1000} s, and sign with it from ${timeOrNever(signsFrom)}.`,
        before
          ? `The key it replaces (${before.kid}) verifies the widget links it signed until they expire: run \`ofage signing-keys retire\` from ${timeOrNever(retirable)}.`
          : '',
      ]
        .filter(Boolean)
        .join('\n'),
      { kid, signsFrom, replaces: before?.kid ?? null, retireFrom: retirable },
    );
    return 0;
  },
};

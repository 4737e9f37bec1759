import { SERVICE_WIDE } from '../../console/audit-log';
import { listIdTokenKeys } from '../../oidc/keys/id-token-key-states';
import { PUBLISH_AHEAD_MS, RETAIN_AFTER_MS, rotateIdTokenKey } from '../../oidc/keys/signing-keys';
import type { CliCommand } from './command';
import { timeOrNever } from './time-or-never';

/**
 * `ofage oidc-keys rotate`: adds an ID-token key to both OpenID issuers now, without waiting for
 * the 30-day rotation. It is in their JWKS within 10 minutes and signs a day later; the key it
 * replaces stays in the JWKS for 7 days after that, so relying parties that cache the JWKS never
 * meet a token signed by a key they do not have.
 */
export const oidcKeysRotateCommand: CliCommand = {
  database: true,
  run: async ({ db, handle, now, audit, print }) => {
    // The issuers' module loads the provider's; only this command needs its refresh period.
    const { ISSUERS_REFRESH_MS } = await import('../../oidc/issuers');
    const before = (await listIdTokenKeys(db, now)).find((k) => k.state === 'signing');
    const kid = await rotateIdTokenKey(db, now, handle.dialect);
    await audit(SERVICE_WIDE, { action: 'oidc_key.rotated', detail: kid });
    // The first key (the issuers have never run) signs at once.
    const signsFrom = before ? now + PUBLISH_AHEAD_MS : now;
    const previousUntil = signsFrom + RETAIN_AFTER_MS;
    print(
      [
        `added ID-token key ${kid}: in both issuers' JWKS within ${ISSUERS_REFRESH_MS / 60_000} minutes, signing ID tokens from ${timeOrNever(signsFrom)}.`,
        before
          ? `The key it replaces (${before.kid}) signs until then and stays in the JWKS until ${timeOrNever(previousUntil)}.`
          : '',
      ]
        .filter(Boolean)
        .join('\n'),
      { kid, signsFrom, replaces: before?.kid ?? null, previousPublishedUntil: previousUntil },
    );
    return 0;
  },
};

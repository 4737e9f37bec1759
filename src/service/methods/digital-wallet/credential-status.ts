import type { ServiceContext } from '../../context';
import { AV_DOCTYPE } from './eu-av';
import { fetchStatusList, type StatusListFetchRules } from './fetch-status-list';
import {
  readStatusListToken,
  statusAt,
  STATUS_INVALID,
  STATUS_SUSPENDED,
  STATUS_VALID,
  type VerifiedStatusList,
} from './status-list-token';
import { testStatusListToken, testStatusListUri } from './test-status-list';
import { WalletReadError, type WalletReading } from './wallet-reading';
import type { WalletTrust } from './wallet-trust-anchors';

/** Status lists kept per process: enough for every provider, bounded against a flood of URIs. */
const MAX_CACHED_LISTS = 256;

interface CachedList {
  pending?: Promise<VerifiedStatusList>;
  verified?: VerifiedStatusList;
}
const caches = new WeakMap<ServiceContext['config'], Map<string, CachedList>>();

/**
 * Checks a reading's revocation status where its credential names a status list (IETF Token
 * Status List; the MSO's `status` of an EU age-verification attestation, an SD-JWT VC's `status`
 * claim): fetches the Status List Token under the webhook address rules, verifies it against
 * the anchors that judged the credential (AV providers for an AV attestation, the IACA / x5c
 * roots otherwise), and reads the entry at `idx`. VALID passes the reading on; INVALID is a
 * `revoked` refusal, SUSPENDED a `suspended` one, a list that arrives but fails its checks
 * `status-invalid`. A list that cannot be fetched is `status-unavailable`: refused, except in
 * test mode under `OFAGE_WALLET_STATUS_POLICY=fail-open-in-test`.
 *
 * Lists are cached per process by URI until their `exp` or `ttl` (at most 15 minutes);
 * verifications that need the same list at once share one fetch. Only the one entry is read:
 * nothing of the list or the credential is kept.
 */
export async function checkCredentialStatus(
  ctx: Pick<ServiceContext, 'config' | 'db' | 'now' | 'logger'>,
  mode: 'test' | 'live',
  reading: WalletReading,
  trust: WalletTrust,
  rules: Partial<StatusListFetchRules> = {},
): Promise<WalletReading> {
  const reference = reading.status;
  if (!reference) return reading;
  const av = reading.format === 'mdoc' && reading.docType === AV_DOCTYPE;
  const anchors = av ? trust.avProviders : trust.roots;
  let list: VerifiedStatusList;
  try {
    // Keyed by what judges the list too: a list trusted in test mode is not trusted in live.
    list = await cachedList(ctx, `${mode} ${av ? 'av' : 'roots'} ${reference.uri}`, () =>
      loadList(ctx, mode, reference.uri, anchors, rules),
    );
  } catch (error) {
    if (
      error instanceof WalletReadError &&
      error.refusal === 'status-unavailable' &&
      mode === 'test' &&
      ctx.config.wallet.statusPolicy === 'fail-open-in-test'
    ) {
      ctx.logger.warn(
        { reason: error.message },
        'digital wallet: status list unavailable; the test-mode presentation passes (OFAGE_WALLET_STATUS_POLICY=fail-open-in-test)',
      );
      return reading;
    }
    throw error;
  }
  const status = statusAt(list.list, reference.idx);
  if (status === STATUS_VALID) return reading;
  if (status === STATUS_INVALID) {
    throw new WalletReadError('revoked', 'the credential was revoked by its issuer (status list)');
  }
  if (status === STATUS_SUSPENDED) {
    throw new WalletReadError(
      'suspended',
      'the credential is suspended by its issuer (status list)',
    );
  }
  throw new WalletReadError(
    'status-invalid',
    `the credential's status list gives it status ${status}, not VALID`,
  );
}

/** Fetches (or, for this service's own test list in test mode, makes) and verifies a list. */
async function loadList(
  ctx: Pick<ServiceContext, 'config' | 'db' | 'now'>,
  mode: 'test' | 'live',
  uri: string,
  anchors: readonly Uint8Array[],
  rules: Partial<StatusListFetchRules>,
): Promise<VerifiedStatusList> {
  // The test issuer's list is this service's own data: read without a request to itself, which
  // a local deployment's address rules would refuse. It is verified like any other.
  const token =
    mode === 'test' && uri === testStatusListUri(ctx.config.publicUrl)
      ? await testStatusListToken(ctx)
      : await fetchStatusList(uri, {
          mode,
          allowLoopback: ctx.config.allowLoopbackWebhooks,
          ...rules,
        });
  return readStatusListToken(token, { uri, anchors, now: ctx.now() });
}

/**
 * The verified list under `key`: the cached one while fresh, the pending fetch where one is
 * under way, or a new fetch. Failures are not cached; the oldest entry makes room.
 */
async function cachedList(
  ctx: Pick<ServiceContext, 'config' | 'now'>,
  key: string,
  load: () => Promise<VerifiedStatusList>,
): Promise<VerifiedStatusList> {
  let cache = caches.get(ctx.config);
  if (!cache) caches.set(ctx.config, (cache = new Map()));
  const entry = cache.get(key);
  if (entry?.pending) return entry.pending;
  if (entry?.verified && entry.verified.freshUntil > ctx.now()) return entry.verified;
  const fresh: CachedList = {};
  fresh.pending = load().then(
    (verified) => {
      fresh.verified = verified;
      delete fresh.pending;
      return verified;
    },
    (error: unknown) => {
      if (cache.get(key) === fresh) cache.delete(key);
      throw error;
    },
  );
  cache.delete(key);
  cache.set(key, fresh);
  while (cache.size > MAX_CACHED_LISTS) cache.delete(cache.keys().next().value!);
  return fresh.pending;
}

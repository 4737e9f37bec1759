import { readFileSync } from 'node:fs';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { ServiceError } from '../../errors/service-error';
import type { WalletTrust } from './wallet-trust-anchors';
import { TEST_ISSUER_ISS, TEST_ISSUER_ORGANISATION, testIssuer, testTrust } from './test-issuer';
import { trustedListCertificates } from './trusted-list-certificates';

/** `OFAGE_WALLET_TRUST_FILE`: the deployment's trust anchors (docs/methods/digital-wallet.md). */
const TrustFile = z.object({
  certificates: z.array(z.string()).default([]),
  sdJwtIssuers: z
    .array(z.object({ iss: z.url(), jwk: z.looseObject({ kty: z.string() }) }))
    .default([]),
  /** PEM certificates of trusted EU age-verification attestation providers. */
  avProviders: z.array(z.string()).default([]),
  /** ETSI TS 119 612 trusted lists (XML files, relative to the trust file) of AV providers. */
  avTrustedLists: z.array(z.string().min(1)).default([]),
  /** Where the AV attestation is asked: `eu` (member states, the default) or `all`. */
  avJurisdictions: z.enum(['eu', 'all']).default('eu'),
});

const PEM = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g;

/**
 * Reads and checks a trust file; throws a message that says what to fix. ofage test issuers'
 * roots and `iss` are left out (and counted in `ignoredTestAnchors`): a deployment never trusts
 * test credentials for live verifications, even when its file lists them.
 */
export function readTrustFile(file: string): WalletTrust & { ignoredTestAnchors: number } {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ServiceError(
      'CONFIG_INVALID',
      `OFAGE_WALLET_TRUST_FILE ${file} is not readable JSON: ${(error as Error).message}`,
    );
  }
  const parsed = TrustFile.safeParse(json);
  if (!parsed.success) {
    throw new ServiceError(
      'CONFIG_INVALID',
      `OFAGE_WALLET_TRUST_FILE ${file}: ${z.prettifyError(parsed.error)}`,
    );
  }
  const roots = parsed.data.certificates.flatMap(pemCertificates);
  const avProviders = [
    ...parsed.data.avProviders.flatMap(pemCertificates),
    ...parsed.data.avTrustedLists.flatMap((list) => {
      const listFile = path.resolve(path.dirname(file), list);
      try {
        return trustedListCertificates(readFileSync(listFile, 'utf8'), listFile);
      } catch (error) {
        throw new ServiceError(
          'CONFIG_INVALID',
          `OFAGE_WALLET_TRUST_FILE ${file}: avTrustedLists ${listFile}: ${(error as Error).message}`,
        );
      }
    }),
  ];
  // Each parse throws on a broken certificate.
  const isTestRoot = (der: Uint8Array) => isTestIssuer(new X509Certificate(der).subject);
  const testRoots = [...roots, ...avProviders].filter(isTestRoot);
  const issuerKeys = parsed.data.sdJwtIssuers as WalletTrust['issuerKeys'];
  const trust: WalletTrust = {
    roots: roots.filter((der) => !isTestRoot(der)),
    issuerKeys: issuerKeys.filter((k) => k.iss !== TEST_ISSUER_ISS),
    avProviders: avProviders.filter((der) => !isTestRoot(der)),
    avJurisdictions: parsed.data.avJurisdictions,
  };
  const ignored = testRoots.length + issuerKeys.length - trust.issuerKeys.length;
  if (trust.roots.length + trust.issuerKeys.length + trust.avProviders.length === 0) {
    throw new ServiceError(
      'CONFIG_INVALID',
      ignored > 0
        ? `OFAGE_WALLET_TRUST_FILE ${file} names only ofage's test issuer, which is never trusted for live verifications: list the trust anchors of real wallets`
        : `OFAGE_WALLET_TRUST_FILE ${file} names no certificate and no issuer key`,
    );
  }
  return { ...trust, ignoredTestAnchors: ignored };
}

/** The DER certificates of a PEM text (one or several `BEGIN CERTIFICATE` blocks). */
function pemCertificates(pem: string): Uint8Array[] {
  return [...pem.matchAll(PEM)].map(
    (m) => new Uint8Array(Buffer.from(m[1]!.replace(/\s/g, ''), 'base64')),
  );
}

/**
 * Whether a certificate subject (`X509Certificate.subject`, one `key=value` a line) is an ofage
 * test issuer's — this deployment's or any other's. Its signing key sits in a database and
 * signs whatever the test wallet is asked to, so no trust file may make it a live trust anchor.
 */
function isTestIssuer(subject: string): boolean {
  return subject.split('\n').includes(`O=${TEST_ISSUER_ORGANISATION}`);
}

type Loaded = { trust: WalletTrust } | { error: string };
const deployments = new WeakMap<ServiceContext['config'], Loaded | null>();

/**
 * The deployment's own trust anchors, read once per configuration; `null` when none are
 * configured or the file is broken (logged once: the method is then not live).
 */
export function deploymentTrust(ctx: ServiceContext): WalletTrust | null {
  let loaded = deployments.get(ctx.config);
  if (loaded === undefined) {
    const file = ctx.config.wallet.trustFile;
    loaded = null;
    if (!file) {
      ctx.logger.info(
        'digital wallet: not live — set OFAGE_WALLET_TRUST_FILE to the trust anchors of the wallets to accept',
      );
    } else {
      try {
        const { ignoredTestAnchors, ...trust } = readTrustFile(file);
        loaded = { trust };
        if (ignoredTestAnchors > 0) {
          ctx.logger.warn(
            { file, ignored: ignoredTestAnchors },
            'digital wallet: the trust file lists the ofage test issuer; it is ignored (test mode trusts it anyway, live mode never does)',
          );
        }
        ctx.logger.info({ file }, 'digital wallet: trust anchors loaded, the method is live');
      } catch (error) {
        loaded = { error: (error as Error).message };
        ctx.logger.error(`digital wallet: not live — ${loaded.error}`);
      }
    }
    deployments.set(ctx.config, loaded);
  }
  return loaded && 'trust' in loaded ? loaded.trust : null;
}

/**
 * Anchors for one verification: live mode trusts the deployment's anchors only; test mode adds
 * the service's test issuer, so a tester's real wallet and the test wallet both work there.
 */
export async function trustFor(ctx: ServiceContext, mode: 'test' | 'live'): Promise<WalletTrust> {
  const own = deploymentTrust(ctx) ?? { roots: [], issuerKeys: [], avProviders: [] };
  if (mode === 'live') return own;
  const test = testTrust(await testIssuer(ctx));
  return {
    roots: [...own.roots, ...test.roots],
    issuerKeys: [...own.issuerKeys, ...test.issuerKeys],
    avProviders: [...own.avProviders, ...test.avProviders],
    ...(own.avJurisdictions ? { avJurisdictions: own.avJurisdictions } : {}),
  };
}

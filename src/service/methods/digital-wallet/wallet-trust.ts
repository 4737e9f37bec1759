import { readFileSync } from 'node:fs';
import { X509Certificate, type JsonWebKey } from 'node:crypto';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { testIssuer, testTrust } from './test-issuer';

/**
 * Trust anchors of wallet credentials: IACA roots (ISO 18013-5 Annex B) for mdocs and x5c roots
 * of SD-JWT VC issuers as DER certificates, plus SD-JWT VC issuer keys named by `iss`.
 */
export interface WalletTrust {
  roots: Uint8Array[];
  issuerKeys: { iss: string; jwk: JsonWebKey }[];
}

/** `OFAGE_WALLET_TRUST_FILE`: the deployment's trust anchors (docs/methods/digital-wallet.md). */
const TrustFile = z.object({
  certificates: z.array(z.string()).default([]),
  sdJwtIssuers: z
    .array(z.object({ iss: z.url(), jwk: z.looseObject({ kty: z.string() }) }))
    .default([]),
});

const PEM = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g;

/** Reads and checks a trust file; throws a message that says what to fix. */
export function readTrustFile(file: string): WalletTrust {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `OFAGE_WALLET_TRUST_FILE ${file} is not readable JSON: ${(error as Error).message}`,
    );
  }
  const parsed = TrustFile.safeParse(json);
  if (!parsed.success) {
    throw new Error(`OFAGE_WALLET_TRUST_FILE ${file}: ${z.prettifyError(parsed.error)}`);
  }
  const roots = parsed.data.certificates.flatMap((pem) =>
    [...pem.matchAll(PEM)].map(
      (m) => new Uint8Array(Buffer.from(m[1]!.replace(/\s/g, ''), 'base64')),
    ),
  );
  for (const der of roots) new X509Certificate(der); // throws on a broken certificate
  const trust = { roots, issuerKeys: parsed.data.sdJwtIssuers as WalletTrust['issuerKeys'] };
  if (trust.roots.length + trust.issuerKeys.length === 0) {
    throw new Error(`OFAGE_WALLET_TRUST_FILE ${file} names no certificate and no issuer key`);
  }
  return trust;
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
    const file = ctx.config.walletTrustFile;
    loaded = null;
    if (!file) {
      ctx.logger.info(
        'digital wallet: not live — set OFAGE_WALLET_TRUST_FILE to the trust anchors of the wallets to accept',
      );
    } else {
      try {
        loaded = { trust: readTrustFile(file) };
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
  const own = deploymentTrust(ctx) ?? { roots: [], issuerKeys: [] };
  if (mode === 'live') return own;
  const test = testTrust(await testIssuer(ctx.config.dataDir));
  return {
    roots: [...own.roots, ...test.roots],
    issuerKeys: [...own.issuerKeys, ...test.issuerKeys],
  };
}

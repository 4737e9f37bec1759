/**
 * How long the server takes to verify one wallet presentation, per kind (target: p50
 * ≤ 50 ms), measured rather than asserted: an EU PID as SD-JWT VC with key binding, and an mDL
 * DeviceResponse bound to an OpenID4VP `direct_post`, to an OpenID4VP Digital Credentials API
 * session transcript, and HPKE-sealed over ISO 18013-7 Annex C (`org-iso-mdoc`) — each with
 * trust chain, issuer signature, digests and holder binding checked.
 * Baseline, same run: one ES256 signature verification, the least any signed presentation costs.
 */
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  isoMdocRequest,
  isoMdocSessionTranscript,
  readIsoMdocResponse,
  sealIsoMdocResponse,
} from '../src/service/methods/digital-wallet/iso-mdoc-dc-api';
import { mdocSessionTranscript, readMdoc } from '../src/service/methods/digital-wallet/read-mdoc';
import { readSdJwtVc } from '../src/service/methods/digital-wallet/read-sd-jwt-vc';
import { createTestIssuer, testTrust } from '../src/service/methods/digital-wallet/test-issuer';
import {
  createTestWallet,
  presentTestMdoc,
  presentTestSdJwtVc,
} from '../src/service/methods/digital-wallet/test-wallet';
import { table } from './support';

const RUNS = 300;
const WARMUP = 30;

async function timeMs(run: () => unknown): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchWallet(): Promise<void> {
  const now = Date.now();
  const issuer = await createTestIssuer(now);
  const trust = testTrust(issuer);
  const wallet = await createTestWallet(issuer, { ageOver: { 18: true, 21: true }, now });
  const nonce = 'bench-nonce-0123456789abcdefghijklmnopqrstu';
  const responseUri = 'https://ofage.example/api/widget/methods/digital-wallet/response';
  const clientId = `redirect_uri:${responseUri}`;
  const origin = 'https://ofage.example';

  const sdJwt = await presentTestSdJwtVc(wallet, { threshold: 18, nonce, audience: clientId, now });
  const directPost = mdocSessionTranscript({ kind: 'direct_post', clientId, nonce, responseUri });
  const dcApi = mdocSessionTranscript({ kind: 'dc_api', origin, nonce });
  const mdocPost = await presentTestMdoc(wallet, { threshold: 18, sessionTranscript: directPost });
  const mdocDc = await presentTestMdoc(wallet, { threshold: 18, sessionTranscript: dcApi });

  const iso = await isoMdocRequest(18);
  const sealed = await sealIsoMdocResponse(
    iso.data,
    origin,
    await presentTestMdoc(wallet, {
      threshold: 18,
      sessionTranscript: isoMdocSessionTranscript(iso.data.encryptionInfo, origin),
    }),
  );

  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const data = Buffer.from(sdJwt.split('~')[0]!);
  const signature = sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });

  const rows: (string | number)[][] = [['presentation', 'p50 ms', 'p95 ms', 'p50 / baseline']];
  const baseline = await timeMs(() =>
    verify('sha256', data, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature),
  );
  const base50 = pct(baseline, 50);
  const row = (name: string, times: number[]) =>
    rows.push([
      name,
      pct(times, 50).toFixed(2),
      pct(times, 95).toFixed(2),
      `${(pct(times, 50) / base50).toFixed(1)}×`,
    ]);
  row('baseline: one ES256 verify', baseline);
  row(
    'EU PID, SD-JWT VC + KB-JWT (OpenID4VP)',
    await timeMs(() => readSdJwtVc(sdJwt, { trust, nonce, audience: clientId, now })),
  );
  row(
    'mDL mdoc, OpenID4VP direct_post',
    await timeMs(() => readMdoc(mdocPost, { trust, sessionTranscript: directPost, now })),
  );
  row(
    'mDL mdoc, Digital Credentials API',
    await timeMs(() => readMdoc(mdocDc, { trust, sessionTranscript: dcApi, now })),
  );
  row(
    'mDL mdoc, org-iso-mdoc (HPKE open + verify)',
    await timeMs(() => readIsoMdocResponse(sealed, { request: iso.state, origin, trust, now })),
  );
  console.log(`\n## Digital wallet: verification per presentation (${RUNS} runs each)\n`);
  console.log(table(rows));
}

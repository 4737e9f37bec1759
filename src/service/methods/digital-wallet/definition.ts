import { ServiceError, invalidInput } from '../../errors/service-error';
import {
  recordEvidence,
  parseAttempts,
  MAX_ATTEMPTS_PER_METHOD,
  type AttemptOutcome,
} from '../../verifications/record-evidence';
import type { MethodDefinition } from '../kit/method-definition';
import { walletSettings } from './wallet-config';
import { digitalWalletMessages } from './messages';
import { methodJson } from '../kit/method-json';
import type { MethodDeps } from '../kit/method-deps';
import { ISO_MDOC_PROTOCOL, isoMdocRequest, readIsoMdocResponse } from './iso-mdoc-dc-api';
import { readVpToken } from './read-vp-token';
import { simulateDigitalWallet } from './simulate';
import { testWalletActions } from './test-wallet-page';
import {
  authorizationRequest,
  digitalCredentialsRequest,
  openWalletRequest,
  readWalletRequest,
  takeWalletRequest,
  unsignedRequestObject,
  walletLink,
} from './wallet-request';
import {
  walletEvidence,
  WalletReadError,
  type WalletProtocol,
  type WalletReading,
} from './wallet-reading';
import { deploymentTrust, trustFor } from './wallet-trust';
import type { WalletTrust } from './wallet-trust-anchors';
import QRCode from 'qrcode';

/**
 * The digital-wallet method: a wallet shares one signed `age over N` attribute — an
 * EUDI PID as SD-JWT VC, or an ISO 18013-5 mdoc — over OpenID4VP 1.0, either through the
 * browser's Digital Credentials API (`dc_api`, or ISO 18013-7 Annex C `org-iso-mdoc`) or by
 * QR code / deep link (`direct_post`).
 * Live only where the deployment configured trust anchors (`OFAGE_WALLET_TRUST_FILE`).
 */
export const digitalWalletMethod: MethodDefinition = {
  id: 'digital-wallet',
  simulate: simulateDigitalWallet,
  messages: digitalWalletMessages,
  settings: walletSettings,
  isLive: (ctx) => deploymentTrust(ctx) !== null,
  actions: {
    /** Opens a request: `{channel}` → a deep link and QR code, or a DC API request. */
    request: {
      httpMethod: 'POST',
      auth: 'widget',
      handle: async (call) => {
        const { row, sessionHash } = call.session!;
        const body = (await call.body.json()) as { channel?: unknown } | null;
        const channel = body?.channel;
        if (channel !== 'direct_post' && channel !== 'dc_api') {
          throw invalidInput('channel must be "direct_post" or "dc_api"');
        }
        const { ctx } = call.deps;
        if (channel === 'dc_api') {
          // Both protocols in one `get()`: the browser offers whichever wallet can answer.
          const iso = await isoMdocRequest(row.threshold);
          const { state, ...request } = await openWalletRequest(
            ctx,
            row,
            channel,
            sessionHash,
            iso.state,
          );
          return methodJson(200, {
            state,
            requests: [
              await digitalCredentialsRequest(ctx.config.publicUrl, request),
              { protocol: ISO_MDOC_PROTOCOL, data: iso.data },
            ],
          });
        }
        const { state } = await openWalletRequest(ctx, row, channel, sessionHash);
        const link = walletLink(ctx.config.publicUrl, state);
        const qr = await QRCode.toString(link, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 4,
        });
        return methodJson(200, { state, link, qrSvg: qr });
      },
    },
    /** `request_uri`: the wallet fetches the Authorization Request (unsigned, `redirect_uri:`). */
    'request-object': {
      httpMethod: 'GET',
      auth: 'public',
      handle: async (call) => {
        const state = call.url.searchParams.get('state');
        const request = await readWalletRequest(call.deps.ctx, state);
        if (!request || request.data.channel !== 'direct_post') {
          throw invalidInput(
            'this wallet request is unknown, used or expired: scan the QR code again',
          );
        }
        const jwt = unsignedRequestObject(
          await authorizationRequest(call.deps.ctx.config.publicUrl, state!, request.data),
        );
        return new Response(jwt, {
          headers: {
            'content-type': 'application/oauth-authz-req+jwt',
            'cache-control': 'no-store',
          },
        });
      },
    },
    /** `response_uri` (`direct_post`, OpenID4VP 1.0 §8.2): the wallet's form post. */
    response: {
      httpMethod: 'POST',
      auth: 'public',
      maxBodyBytes: 256 * 1024,
      handle: async (call) => {
        const form = await call.body.form();
        const taken = await takeWalletRequest(call.deps.ctx, form.get('state'));
        if (!taken || taken.data.channel !== 'direct_post') {
          throw invalidInput('this wallet request is unknown, used or expired');
        }
        if (form.get('error') !== null) {
          // The person declined in the wallet (§8.5): nothing was shared, no attempt is counted.
          return methodJson(200, {});
        }
        const outcome = await present(
          call.deps,
          { id: taken.verificationId, sessionHash: taken.data.sessionHash ?? null },
          'openid4vp-direct_post',
          (trust, now) =>
            readVpToken(form.get('vp_token'), {
              trust,
              request: taken.data,
              publicUrl: call.deps.ctx.config.publicUrl,
              state: String(form.get('state')),
              now,
            }),
        );
        return methodJson(200, { outcome: outcome.decision });
      },
    },
    /** The Digital Credentials API's answer, relayed by the widget. */
    'dc-response': {
      httpMethod: 'POST',
      auth: 'widget',
      maxBodyBytes: 256 * 1024,
      handle: async (call) => {
        const { row } = call.session!;
        const body = (await call.body.json()) as {
          state?: unknown;
          protocol?: unknown;
          data?: { vp_token?: unknown };
        } | null;
        const { ctx } = call.deps;
        const origin = new URL(ctx.config.publicUrl).origin;
        // The DC API binds the presentation to the calling page's origin: only our widget's.
        if (call.request.headers.get('origin') !== origin) {
          throw new ServiceError(
            'FORBIDDEN',
            'wallet answers are accepted from the widget page only',
          );
        }
        const taken = await takeWalletRequest(ctx, body?.state, row.id);
        if (!taken || taken.data.channel !== 'dc_api') {
          throw invalidInput(
            'this wallet request is unknown, used, expired or for another verification',
          );
        }
        const request = taken.data;
        const attemptOf = { id: row.id, sessionHash: call.session!.sessionHash };
        const attempt =
          body?.protocol === ISO_MDOC_PROTOCOL && request.isoMdoc
            ? await present(call.deps, attemptOf, ISO_MDOC_PROTOCOL, (trust, now) =>
                readIsoMdocResponse(body.data, { request: request.isoMdoc!, origin, trust, now }),
              )
            : await present(call.deps, attemptOf, 'openid4vp-dc_api', (trust, now) =>
                readVpToken(body?.data?.vp_token, {
                  trust,
                  request,
                  publicUrl: ctx.config.publicUrl,
                  origin,
                  now,
                }),
              );
        return { attempt, detail: attempt.refusal ? { refusal: attempt.refusal } : undefined };
      },
    },
    /** The widget waits for a QR / deep-link answer: pending until the wallet posted. */
    poll: {
      httpMethod: 'GET',
      auth: 'widget',
      handle: async (call) => {
        const { row } = call.session!;
        const state = call.url.searchParams.get('state');
        const open = await readWalletRequest(call.deps.ctx, state);
        if (open && open.verificationId === row.id) return methodJson(200, { pending: true });
        return { attempt: outcomeOf(row) };
      },
    },
    ...testWalletActions,
  },
};

/**
 * Reads a presentation for a verification and records its evidence: a pass, a fail
 * (`age_over_N = false`), fraud for a forgery, or an inconclusive attempt for any other refusal.
 * Malformed input is a 400 and counts no attempt (the request is used up all the same).
 */
async function present(
  deps: MethodDeps,
  verification: { id: string; sessionHash: string | null },
  protocol: WalletProtocol,
  read: (trust: WalletTrust, now: number) => Promise<WalletReading>,
): Promise<AttemptOutcome & { refusal?: string }> {
  const { ctx } = deps;
  const verificationId = verification.id;
  const row = await ctx.verifications.load(verificationId);
  if (!row) throw invalidInput('unknown verification');
  const trust = await trustFor(ctx, row.mode === 'live' ? 'live' : 'test');
  const reading = await read(trust, ctx.now()).catch((error: unknown) => {
    if (error instanceof WalletReadError) return error;
    throw error;
  });
  if (reading instanceof WalletReadError) {
    ctx.logger.info(
      { verificationId, refusal: reading.refusal },
      'digital wallet: presentation refused',
    );
    if (reading.refusal === 'malformed') throw invalidInput(reading.message);
  }
  const attempt = await recordEvidence(
    ctx,
    verificationId,
    walletEvidence(reading, protocol),
    verification.sessionHash,
  );
  return reading instanceof WalletReadError ? { ...attempt, refusal: reading.refusal } : attempt;
}

/** The verification's state as an attempt answer, for the widget that waited on a wallet. */
function outcomeOf(row: Parameters<typeof parseAttempts>[0]): AttemptOutcome {
  const used = parseAttempts(row)['digital-wallet'] ?? 0;
  return {
    decision:
      row.status === 'PASS'
        ? 'pass'
        : row.status === 'FAIL'
          ? row.failure_reason === 'fraudulent-activity-detected'
            ? 'fraud'
            : 'fail'
          : 'inconclusive',
    verification: row,
    attemptsLeft: Math.max(0, MAX_ATTEMPTS_PER_METHOD - used),
  };
}

import QRCode from 'qrcode';
import { invalidInput } from '../../errors/service-error';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { ISO_MDOC_PROTOCOL, isoMdocRequest } from './iso-mdoc-dc-api';
import { avAsked } from './eu-av';
import { avLink, digitalCredentialsRequest, openWalletRequest, walletLink } from './wallet-request';
import { trustFor } from './wallet-trust';

/**
 * The `request` action: opens a wallet request for the widget's verification. `{channel:
 * 'direct_post'}` answers a deep link and its QR code; `{channel: 'dc_api'}` answers a Digital
 * Credentials API request.
 */
export async function openRequest(call: MethodCall): Promise<MethodActionResult> {
  const { row, sessionHash } = call.session!;
  const body = (await call.body.json()) as { channel?: unknown } | null;
  const channel = body?.channel;
  if (channel !== 'direct_post' && channel !== 'dc_api') {
    throw invalidInput('channel must be "direct_post" or "dc_api"');
  }
  const { ctx } = call.deps;
  // The EU age-verification app's attestation, where asked and some AV provider is trusted.
  const trust = await trustFor(ctx, row.mode === 'live' ? 'live' : 'test');
  const av = trust.avProviders.length > 0 && avAsked(row.jurisdiction, trust);
  if (channel === 'dc_api') {
    // Both protocols in one `get()`: the browser offers whichever wallet can answer.
    const iso = await isoMdocRequest(row.threshold, av);
    const { state, ...request } = await openWalletRequest(
      ctx,
      row,
      channel,
      sessionHash,
      av,
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
  const { state, ...request } = await openWalletRequest(ctx, row, channel, sessionHash, av);
  const link = walletLink(ctx.config.publicUrl, state);
  const qr = (text: string) =>
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  // The age-verification app is invoked by `av://` with the request by value (Annex A §A.5):
  // its own link and code beside the `openid4vp://` ones, answered to the same request.
  const avDeepLink = av ? avLink(ctx.config.publicUrl, state, request) : null;
  return methodJson(200, {
    state,
    link,
    qrSvg: await qr(link),
    ...(avDeepLink ? { avLink: avDeepLink, avQrSvg: await qr(avDeepLink) } : {}),
  });
}

import QRCode from 'qrcode';
import { invalidInput } from '../../errors/service-error';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { ISO_MDOC_PROTOCOL, isoMdocRequest } from './iso-mdoc-dc-api';
import { digitalCredentialsRequest, openWalletRequest, walletLink } from './wallet-request';

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
}

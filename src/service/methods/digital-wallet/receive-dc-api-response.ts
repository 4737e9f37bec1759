import { invalidInput, ServiceError } from '../../errors/service-error';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { ISO_MDOC_PROTOCOL, readIsoMdocResponse } from './iso-mdoc-dc-api';
import { presentCredential } from './present-credential';
import { readVpToken } from './read-vp-token';
import { takeWalletRequest } from './wallet-request';

/** The `dc-response` action: the Digital Credentials API's answer, relayed by the widget. */
export async function receiveDcApiResponse(call: MethodCall): Promise<MethodActionResult> {
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
    throw new ServiceError('FORBIDDEN', 'wallet answers are accepted from the widget page only');
  }
  const taken = await takeWalletRequest(ctx, body?.state, row.id);
  if (!taken || taken.data.channel !== 'dc_api') {
    throw invalidInput('this wallet request is unknown, used, expired or for another verification');
  }
  const request = taken.data;
  const attemptOf = { id: row.id, sessionHash: call.session!.sessionHash };
  const attempt =
    body?.protocol === ISO_MDOC_PROTOCOL && request.isoMdoc
      ? await presentCredential(call.deps, attemptOf, ISO_MDOC_PROTOCOL, (trust, now) =>
          readIsoMdocResponse(body.data, {
            request: request.isoMdoc!,
            origin,
            trust,
            now,
            av: request.av === true,
          }),
        )
      : await presentCredential(call.deps, attemptOf, 'openid4vp-dc_api', (trust, now) =>
          readVpToken(body?.data?.vp_token, {
            trust,
            request,
            publicUrl: ctx.config.publicUrl,
            origin,
            now,
          }),
        );
  return { attempt, detail: attempt.refusal ? { refusal: attempt.refusal } : undefined };
}

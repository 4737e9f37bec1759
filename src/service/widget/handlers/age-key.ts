import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { invalidInput } from '../../errors/service-error';
import { formatZodError } from '../../errors/format-zod-error';
import { readCappedJson } from '../../http/read-capped-body';
import { unusableLink, widgetError, widgetJson } from './respond';
import { hashOfSecret } from '../../verifications/secret-hash';
import { sessionFromToken } from '../load-widget-session';
import { sessionSecretOf } from '../widget-session-secret';
import type { WidgetDeps } from '../widget-deps';
import { widgetState } from '../widget-state';
import type {
  AgeKeyCompleteAnswer,
  AgeKeyOptionsAnswer,
} from '../../methods/age-key/keys/age-key-api';
import { CHALLENGE_PURPOSES } from '../../methods/age-key/keys/age-key-tables';
import { finishRegistration } from '../../methods/age-key/keys/finish-registration';
import { forgetAgeKey } from '../../methods/age-key/keys/forget-age-key';
import { startAuthentication } from '../../methods/age-key/keys/start-authentication';
import { startRegistration } from '../../methods/age-key/keys/start-registration';
import { updateAgeKey } from '../../methods/age-key/keys/update-age-key';
import { useAgeKey } from '../../methods/age-key/keys/use-age-key';
import { acceptedVouchers } from '../../oidc/vouching/accepted-vouchers';

const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

/** The shape of a PublicKeyCredential's JSON form; the ceremonies check the contents. */
const CredentialSchema = z.looseObject({
  id: b64url.min(1).max(1024),
  rawId: b64url.min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url.min(1),
    attestationObject: b64url.optional(),
    authenticatorData: b64url.optional(),
    signature: b64url.optional(),
    userHandle: b64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

const OptionsSchema = z.strictObject({
  token: z.string().min(1).max(4096),
  purpose: z.enum(CHALLENGE_PURPOSES),
});
const CompleteSchema = OptionsSchema.extend({ response: CredentialSchema });

async function readBody<T extends z.ZodType>(
  deps: WidgetDeps,
  request: Request,
  schema: T,
): Promise<z.infer<T>> {
  const body = await readCappedJson(request, deps.ctx.config.maxBodyBytes);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput(formatZodError(parsed.error));
  return parsed.data;
}

/**
 * `POST /api/widget/age-key/options`: a challenge and options for one ceremony. `register` and
 * `update` put a verification's result into a key: only for the widget session that completed it
 * (its secret in the `Ofage-Widget-Session` header), 403 `FORBIDDEN` for anyone else.
 */
export async function handleAgeKeyOptions(deps: WidgetDeps, request: Request): Promise<Response> {
  try {
    const input = await readBody(deps, request, OptionsSchema);
    const session = await sessionFromToken(deps, input.token);
    if (!session.ok) throw unusableLink(session.reason);
    const sessionSecret = sessionSecretOf(request);
    const started =
      input.purpose === 'register'
        ? await startRegistration(deps.ctx, session.row, sessionSecret)
        : await startAuthentication(deps.ctx, session.row, input.purpose, sessionSecret);
    const answer: AgeKeyOptionsAnswer = started.ok
      ? { outcome: 'options', options: started.options }
      : { outcome: 'refused', reason: started.reason };
    return widgetJson(200, answer);
  } catch (error) {
    return widgetError(error);
  }
}

/** `POST /api/widget/age-key/complete`: verifies the browser's answer to the ceremony. */
export async function handleAgeKeyComplete(deps: WidgetDeps, request: Request): Promise<Response> {
  try {
    const input = await readBody(deps, request, CompleteSchema);
    const found = await sessionFromToken(deps, input.token);
    if (!found.ok) throw unusableLink(found.reason);
    const sessionSecret = sessionSecretOf(request);
    const session = { ...found, sessionSecret, sessionHash: hashOfSecret(sessionSecret) };
    const { ctx } = deps;
    let answer: AgeKeyCompleteAnswer;
    switch (input.purpose) {
      case 'register': {
        const result = await finishRegistration(
          ctx,
          session,
          input.response as unknown as RegistrationResponseJSON,
        );
        answer = result.verified
          ? { outcome: 'saved', floor: result.evidence.floor, testMode: result.evidence.testMode }
          : { outcome: 'refused', reason: result.reason };
        break;
      }
      case 'verify': {
        const result = await useAgeKey(
          ctx,
          { ...session, acceptsVoucher: acceptedVouchers(ctx.db, session.product) },
          asAssertion(input.response),
        );
        answer =
          result.outcome === 'recorded'
            ? {
                outcome: 'recorded',
                decision: result.attempt.decision,
                attemptsLeft: result.attempt.attemptsLeft,
                state: widgetState(result.attempt.verification),
              }
            : result;
        break;
      }
      case 'update': {
        const result = await updateAgeKey(ctx, session, asAssertion(input.response));
        answer =
          result.outcome === 'updated'
            ? {
                outcome: 'updated',
                floor: result.evidence.floor,
                testMode: result.evidence.testMode,
              }
            : result;
        break;
      }
      case 'forget':
        answer = await forgetAgeKey(
          ctx,
          {
            verificationId: session.row.id,
            allowedOrigins: session.product.allowedOrigins[session.row.mode],
          },
          asAssertion(input.response),
        );
        break;
    }
    return widgetJson(200, answer);
  } catch (error) {
    return widgetError(error);
  }
}

function asAssertion(response: z.infer<typeof CredentialSchema>): AuthenticationResponseJSON {
  if (!response.response.authenticatorData || !response.response.signature) {
    throw invalidInput('response: an assertion needs authenticatorData and signature');
  }
  return response as unknown as AuthenticationResponseJSON;
}

import { GATE_OUTCOME_PARAM, RETURN_TO_PARAM, type GateOutcome } from '../../protocol/gate-api';
import { readLimitedBody } from '../../protocol/read-limited-body';
import { safeReturnTo } from '../../protocol/safe-return-to';
import { gateError, MAX_JSON_BODY_BYTES, redirect } from '../http';
import { appLocation, siteOrigin } from '../request-origin';
import { openSession, type SessionFields } from './open-session';
import type { HandlerContext } from './handler-context';

/**
 * `POST {basePath}/session` with a form body — the `<AgeGate>` card's button before its script
 * has run (a plain HTML form: `returnTo`, empty unless the card has the prop, and an optional `locale`;
 * without one the widget takes the browser's language, as the card did): the same session as
 * the JSON request, with the same
 * origin check, rate limits and binding cookie ({@link openSession}), then a 303 to the widget,
 * top-level, which comes back through the callback as the redirect flow does.
 *
 * Without a `returnTo` field the one in the gate page's own URL is used (the form's `Referer`,
 * same origin only); either must be a same-origin path, else `/`. What the visitor could meet
 * (the rate limit, a failed perform) returns them to the gate page, which says so; a request
 * from another site or a malformed form gets its 4xx `{ error, errorMessage }`.
 */
export async function startSession(request: Request, ctx: HandlerContext): Promise<Response> {
  // Known before the form is read, for a refusal that comes first (the rate limit).
  let returnTo = safeReturnTo(pageReturnTo(request, ctx), '/');
  const readForm = async (): Promise<{ body: SessionFields } | { refused: Response }> => {
    const read = await readLimitedBody(request, MAX_JSON_BODY_BYTES);
    if (!read.ok) {
      return {
        refused: gateError('PAYLOAD_TOO_LARGE', 'The form is larger than it should be.', 413),
      };
    }
    const form = new URLSearchParams(new TextDecoder().decode(read.bytes));
    const own = form.get(RETURN_TO_PARAM);
    if (own) returnTo = safeReturnTo(own, '/');
    const locale = form.get('locale');
    return { body: { returnTo, ...(locale ? { locale } : {}) } };
  };
  const toGate = (outcome: GateOutcome) =>
    redirect(
      appLocation(
        `${ctx.config.gatePath}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo, [GATE_OUTCOME_PARAM]: outcome })}`,
        request,
        ctx.config,
      ),
    );

  let opened;
  try {
    opened = await openSession(request, ctx, readForm);
  } catch (error) {
    console.error('[ofage] start: the session could not be created', error);
    return toGate('error');
  }
  if ('refused' in opened) {
    return opened.refused.status === 429 ? toGate('error') : opened.refused;
  }
  return redirect(opened.session.url, [opened.cookie]);
}

/** `?returnTo=` of the gate page that sent the form, when that page is this site's. */
function pageReturnTo(request: Request, ctx: HandlerContext): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const page = new URL(referer);
    return page.origin === siteOrigin(request, ctx.config)
      ? page.searchParams.get(RETURN_TO_PARAM)
      : null;
  } catch {
    return null;
  }
}

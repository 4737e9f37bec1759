import { secretMatches } from '../../verifications/secret-hash';
import { sessionFromToken } from '../load-widget-session';
import type { WidgetDeps } from '../widget-deps';
import { sessionSecretOf } from '../widget-session-secret';
import { widgetState } from '../widget-state';
import { unusableLink, widgetError, widgetJson } from './respond';

/**
 * `GET /api/widget/status?token=…`: the widget's polling fallback when events do not arrive.
 * `completedHere` says whether the widget session secret the request carries is the one whose
 * attempt ended the verification: only that widget offers to save an age key from the result.
 */
export async function handleStatus(deps: WidgetDeps, request: Request): Promise<Response> {
  try {
    const session = await sessionFromToken(deps, new URL(request.url).searchParams.get('token'));
    if (!session.ok) throw unusableLink(session.reason);
    const { row } = session;
    return widgetJson(200, {
      state: widgetState(row),
      completedHere: secretMatches(sessionSecretOf(request), row.completion_hash),
    });
  } catch (error) {
    return widgetError(error);
  }
}

import { sessionFromToken } from '../load-widget-session';
import type { WidgetDeps } from '../widget-deps';
import { widgetState } from '../widget-state';
import { unusableLink, widgetError, widgetJson } from './respond';

/** `GET /api/widget/status?token=…`: the widget's polling fallback when events do not arrive. */
export async function handleStatus(deps: WidgetDeps, request: Request): Promise<Response> {
  try {
    const session = await sessionFromToken(deps, new URL(request.url).searchParams.get('token'));
    if (!session.ok) throw unusableLink(session.reason);
    return widgetJson(200, { state: widgetState(session.row) });
  } catch (error) {
    return widgetError(error);
  }
}

import { WIDGET_SESSION_HEADER } from '../methods/kit/widget-session';

/** The widget session secret a request carries (`methods/kit/widget-session.ts`), or null. */
export function sessionSecretOf(request: Request): string | null {
  return request.headers.get(WIDGET_SESSION_HEADER);
}

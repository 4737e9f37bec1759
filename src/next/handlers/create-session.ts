import { json, readJsonObject } from '../http';
import type { HandlerContext } from './handler-context';
import { openSession } from './open-session';
import { startSession } from './start-session';

/**
 * `POST {basePath}/session` — creates a verification session for this browser, on the user's
 * click in `<AgeGate>` ({@link openSession}), and answers its widget URL as JSON; posted by the
 * card's HTML form (before its script ran), {@link startSession}.
 */
export async function createSession(request: Request, ctx: HandlerContext): Promise<Response> {
  if (request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return startSession(request, ctx);
  }
  const opened = await openSession(request, ctx, () => readJsonObject(request));
  if ('refused' in opened) return opened.refused;
  return json(opened.session, 200, [opened.cookie]);
}

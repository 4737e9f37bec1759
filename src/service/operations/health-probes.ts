import type { ApiResponse } from '../http/api-types';
import type { Readiness } from './readiness';

/** Liveness: the process is up and its event loop turns. Never 503 while draining. */
export const LIVE_PATH = '/api/health/live';
/** Readiness: send traffic here (503 while starting, draining or without its database). */
export const READY_PATH = '/api/health/ready';
/** The first health path, kept for existing monitors: readiness, in its original short shape. */
export const HEALTH_PATH = '/api/health';

const started = Date.now();

/** Whether `path` is one of the three health paths `answerProbe` answers. */
export function isProbePath(path: string): boolean {
  return path === LIVE_PATH || path === READY_PATH || path === HEALTH_PATH;
}

const answer = (status: number, body: unknown): ApiResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/**
 * Answers the three health paths, or `undefined` for any other path. `GET /api/health` is the
 * readiness probe too — it never says `ok` before the readers are loaded — and keeps the shape
 * monitors know: `{"status":"ok"}`, or 503 with `status` and `waitingFor`.
 */
export async function answerProbe(
  method: string,
  path: string,
  readiness: Readiness,
): Promise<ApiResponse | undefined> {
  if (!isProbePath(path)) return undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    return {
      ...answer(405, { error: 'METHOD_NOT_ALLOWED', errorMessage: `${path} accepts GET only` }),
      headers: { 'content-type': 'application/json; charset=utf-8', Allow: 'GET, HEAD' },
    };
  }
  if (path === LIVE_PATH) {
    return answer(200, {
      status: 'live',
      draining: readiness.draining,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    });
  }
  const report = await readiness.check();
  const ready = report.status === 'ready';
  if (path === READY_PATH) return answer(ready ? 200 : 503, report);
  return ready
    ? answer(200, { status: 'ok' })
    : answer(503, { status: report.status, waitingFor: report.waitingFor });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeOnUnwantedBody, gateError } from '../http';
import { requestFromNode } from './request-from-node';

/** Route handlers as the App Router takes them: `(request) => Response`, by method. */
export type WebHandlers = Partial<Record<'GET' | 'POST', (request: Request) => Promise<Response>>>;

/**
 * A Pages Router API route's `(req, res)` handler (any Node `http` handler, in fact) that answers
 * with the App Router's route handlers: `toPagesApiHandler(ageGate.handlers)`. The route reads its
 * own body, so the file must turn Next's body parser off (`config` below): each handler then has
 * exactly the caps, origin checks and raw bytes (webhook signatures) it has in the App Router. An
 * oversized body is refused with 413 and `Connection: close` without reading the rest; every
 * `Set-Cookie` of the answer is kept; HEAD is answered as GET without a body; other methods get
 * 405.
 *
 * @example pages/api/age-gate/[...ofage].ts
 * ```ts
 * import { toPagesApiHandler } from 'ofage/pages';
 * import { ageGate } from '@/lib/age-gate';
 *
 * export const config = { api: { bodyParser: false } };
 * export default toPagesApiHandler(ageGate.handlers);
 * ```
 */
export function toPagesApiHandler(
  handlers: WebHandlers,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const allowed = (['GET', 'POST'] as const).filter((m) => handlers[m]);
  return async (req, res) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const withBody = req.method !== 'HEAD';
    let request: Request;
    try {
      request = requestFromNode(req, { body: method !== 'GET' });
    } catch {
      // A Host header no URL can be made of.
      res.setHeader('connection', 'close');
      return send(res, gateError('INVALID_INPUT', 'The request has no valid Host.', 400), withBody);
    }
    const handler = method === 'GET' || method === 'POST' ? handlers[method] : undefined;
    if (!handler) {
      const refusal = gateError(
        'METHOD_NOT_ALLOWED',
        `Use ${allowed.join(' or ')} for ${request.url ? new URL(request.url).pathname : 'this route'}.`,
        405,
      );
      refusal.headers.set('allow', [...allowed, ...(handlers.GET ? ['HEAD'] : [])].join(', '));
      return send(res, closeOnUnwantedBody(request, refusal), withBody);
    }
    await send(res, await handler(request), withBody);
  };
}

/** Writes a Web `Response` to a Node response, each `Set-Cookie` as its own header line. */
async function send(res: ServerResponse, response: Response, withBody: boolean): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (withBody && response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      res.write(chunk);
    }
  } else {
    await response.body?.cancel();
  }
  res.end();
}

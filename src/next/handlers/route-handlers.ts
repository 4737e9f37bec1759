import { OfageError } from '../../client/ofage-error';
import { GATE_ROUTES } from '../../protocol/gate-api';
import { closeOnUnwantedBody, gateError } from '../http';
import { callback } from './callback';
import { confirm } from './confirm';
import { createSession } from './create-session';
import { diagnose } from './diagnose';
import type { HandlerContext } from './handler-context';
import { labels } from './labels';
import { mobileConfirm } from './mobile-confirm';
import { mobileSession } from './mobile-session';
import { refresh } from './refresh';
import { status } from './status';
import { webhook } from './webhook';

type Handler = (request: Request, ctx: HandlerContext) => Promise<Response>;

const ROUTES: Record<'GET' | 'POST', Record<string, Handler>> = {
  GET: {
    [GATE_ROUTES.status]: status,
    [GATE_ROUTES.callback]: callback,
    [GATE_ROUTES.refresh]: refresh,
    [GATE_ROUTES.diagnose]: diagnose,
    [GATE_ROUTES.labels]: labels,
  },
  POST: {
    [GATE_ROUTES.session]: createSession,
    [GATE_ROUTES.confirm]: confirm,
    [GATE_ROUTES.webhook]: webhook,
    [GATE_ROUTES.mobileSession]: mobileSession,
    [GATE_ROUTES.mobileConfirm]: mobileConfirm,
  },
};

/** The `{ GET, POST }` of the catch-all route file; they route by path below `basePath`. */
export function createRouteHandlers(ctx: HandlerContext): {
  GET: (request: Request) => Promise<Response>;
  POST: (request: Request) => Promise<Response>;
} {
  const dispatch = (method: 'GET' | 'POST') => async (request: Request) =>
    closeOnUnwantedBody(request, await answer(method, request));
  const answer = async (method: 'GET' | 'POST', request: Request): Promise<Response> => {
    const pathname = new URL(request.url).pathname.replace(/\/+$/, '');
    const prefix = `${ctx.config.basePath}/`;
    const route = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : undefined;
    const handler = route === undefined ? undefined : ROUTES[method][route];
    if (!handler) {
      const other = method === 'GET' ? 'POST' : 'GET';
      if (route !== undefined && ROUTES[other][route]) {
        return gateError('METHOD_NOT_ALLOWED', `Use ${other} for ${pathname}.`, 405);
      }
      return gateError(
        'NOT_FOUND',
        `No age gate route at ${pathname}. The handlers serve ${ctx.config.basePath}/{${Object.keys(ROUTES.GET).concat(Object.keys(ROUTES.POST)).join(',')}}; if the route file lives elsewhere, set basePath.`,
        404,
      );
    }
    try {
      return await handler(request, ctx);
    } catch (error) {
      console.error(`[ofage] ${method} ${pathname} failed`, error);
      const message =
        error instanceof OfageError
          ? ctx.config.development
            ? developmentMessage(error, ctx)
            : `The age verification service could not be used (${error.code}). Try again later.`
          : 'The age gate failed. Try again later.';
      return gateError('SERVICE_ERROR', message, error instanceof OfageError ? 502 : 500);
    }
  };
  return { GET: dispatch('GET'), POST: dispatch('POST') };
}

/**
 * In development, a failed call to the service says what to fix, in the merchant's words
 * (`.env.local`, the key's mode); production keeps a plain sentence for the visitor.
 */
function developmentMessage(error: OfageError, ctx: HandlerContext): string {
  const live = ctx.config.apiKey.startsWith('ofage_live_');
  const hint =
    error.code === 'UNAUTHORIZED'
      ? ' Check OFAGE_API_KEY in .env.local: a key of this product, not revoked, of the mode this service host takes.'
      : live && error.code === 'INVALID_INPUT'
        ? ' OFAGE_API_KEY is a live key: live verifications need an https site, so use a test key (ofage_test_…) in development.'
        : '';
  return `The age verification service could not be used (${error.code}): ${error.message}${hint}`;
}

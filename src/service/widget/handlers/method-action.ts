import {
  VERIFICATION_METHODS,
  type VerificationMethod,
} from '../../../protocol/verification-result';
import { ServiceError, invalidInput, isAnsweredError } from '../../errors/service-error';
import type {
  MethodAction,
  MethodCall,
  MethodDefinition,
  MethodSession,
} from '../../methods/kit/method-definition';
import { METHODS } from '../../methods/registry';
import {
  DEFAULT_METHOD_BODY_BYTES,
  readBodyBytes,
  readFormBody,
  readJsonBody,
} from '../../methods/kit/read-body';
import { hashOfSecret } from '../../verifications/secret-hash';
import { sessionFromToken } from '../load-widget-session';
import type { WidgetDeps } from '../widget-deps';
import { sessionSecretOf } from '../widget-session-secret';
import { widgetState } from '../widget-state';
import type { AttemptResponse } from '../../methods/kit/widget-types';
import { unusableLink, widgetError, widgetJson } from './respond';

/** Where method actions live: `/api/widget/methods/<method>/<action>`. */
export const METHOD_ACTIONS_PATH = '/api/widget/methods/';
const ROUTE = /^\/api\/widget\/methods\/([a-z-]{1,40})\/([a-z0-9-]{1,40})$/;

/**
 * Serves every method's server actions (`MethodDefinition.actions`): finds the action, enforces
 * its HTTP method and body limit, authorises widget actions with the widget token (the same
 * checks as every widget call), refuses a method that is not live on a live verification or not
 * offered by this one, and turns an attempt into the widget's `AttemptResponse`.
 */
export async function handleMethodAction(
  deps: WidgetDeps,
  request: Request,
  methods: Readonly<Record<VerificationMethod, MethodDefinition>> = METHODS,
): Promise<Response> {
  try {
    const url = new URL(request.url);
    const match = ROUTE.exec(url.pathname);
    const method = match?.[1] as VerificationMethod | undefined;
    const action =
      method && (VERIFICATION_METHODS as readonly string[]).includes(method)
        ? methods[method].actions?.[match![2]!]
        : undefined;
    if (!method || !action) {
      throw new ServiceError('NOT_FOUND', `no method action at ${url.pathname}`);
    }
    const httpMethod = request.method === 'HEAD' ? 'GET' : request.method;
    if (httpMethod !== action.httpMethod) {
      throw new ServiceError(
        'METHOD_NOT_ALLOWED',
        `${url.pathname} answers ${action.httpMethod} only`,
        { headers: { allow: action.httpMethod } },
      );
    }
    const session =
      action.auth === 'widget'
        ? await authorise(deps, request, url, methods[method], action)
        : undefined;
    const limit = action.maxBodyBytes ?? DEFAULT_METHOD_BODY_BYTES;
    const call: MethodCall = {
      deps,
      request,
      url,
      ...(session ? { session } : {}),
      body: {
        bytes: () => readBodyBytes(request, limit),
        json: () => readJsonBody(request, limit),
        form: () => readFormBody(request, limit),
      },
    };
    const result = await action.handle(call);
    if (result instanceof Response) return result;
    const { attempt } = result;
    const answer: AttemptResponse & { detail?: unknown } = {
      decision: attempt.decision,
      attemptsLeft: attempt.attemptsLeft,
      state: widgetState(attempt.verification),
      ...(result.detail === undefined ? {} : { detail: result.detail }),
    };
    return widgetJson(200, answer);
  } catch (error) {
    if (!isAnsweredError(error)) {
      deps.ctx.logger.error(
        { err: error, requestId: request.headers.get('x-request-id') ?? undefined },
        'method action failed',
      );
    }
    return widgetError(error);
  }
}

async function authorise(
  deps: WidgetDeps,
  request: Request,
  url: URL,
  definition: MethodDefinition,
  action: MethodAction,
): Promise<MethodSession> {
  const method = definition.id;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  // A GET may be a navigation (a link the person follows), which cannot carry a header.
  const token = bearer ?? (action.httpMethod === 'GET' ? url.searchParams.get('token') : null);
  const session = await sessionFromToken(deps, token);
  if (!session.ok) throw unusableLink(session.reason);
  const { row } = session;
  if (action.testOnly && row.mode !== 'test') {
    throw new ServiceError(
      'FORBIDDEN',
      'this is a test-mode helper: live verifications cannot use it',
    );
  }
  if (row.mode === 'live' && !definition.isLive(deps.ctx)) {
    throw new ServiceError(
      'FORBIDDEN',
      `the ${method} method is not available for live verifications on this service`,
    );
  }
  if (!(JSON.parse(row.methods) as string[]).includes(method)) {
    throw invalidInput(`method ${method} is not offered for this verification`);
  }
  const { product, token: widgetToken } = session;
  return { row, product, token: widgetToken, sessionHash: hashOfSecret(sessionSecretOf(request)) };
}

import { GATE_ROUTES, RETURN_TO_PARAM, type CreateSessionResult } from '../../protocol/gate-api';
import { SUPPORTED_LOCALES } from '../../protocol/locales';
import { safeReturnTo } from '../../protocol/safe-return-to';
import { gateCookieNames, readCookie, serializeCookie } from '../cookies';
import { TOKEN_AUDIENCE } from '../gate-token';
import { gateError, isSameOriginRequest } from '../http';
import {
  limitSessions,
  requirementFor,
  signedInAccount,
  withClientJurisdiction,
  type HandlerContext,
} from './handler-context';
import { readSessionBinding, signSessionBinding } from './session-binding';
import { configuredOrigin, requestOrigin, siteOrigin } from '../request-origin';

/** `options.redirectUrl` of perform is at most this long (the wire protocol's limit). */
const MAX_REDIRECT_URL_LENGTH = 2048;

/** The fields a page sends to start a session: a JSON body, or the card's form. */
export type SessionFields = Record<string, unknown> | undefined;

/**
 * Creates a verification session for this browser:
 *
 * 1. Only this app's own pages may call it (`Origin` against the trusted origin, never a
 *    client's `X-Forwarded-Host` unless `trustProxy`), so another site cannot start sessions
 *    in a visitor's name, and no client can point the callback at another host.
 * 2. Rate limits per client address, per browser and per instance (429 with `Retry-After`):
 *    each session is a perform call on the merchant's key.
 * 3. Jurisdiction and criteria come from the merchant's config or resolver; the browser's
 *    `jurisdiction` is used only with `allowClientJurisdiction`.
 * 4. perform is called with the callback as `redirectUrl`, for the top-level flow.
 * 5. The new id is bound to this browser by a signed httpOnly cookie (returned, to set).
 *
 * `readFields` reads the body, after the checks that need none.
 */
export async function openSession(
  request: Request,
  ctx: HandlerContext,
  readFields: () => Promise<{ body: SessionFields } | { refused: Response }>,
): Promise<{ session: CreateSessionResult; cookie: string } | { refused: Response }> {
  if (!isSameOriginRequest(request, ctx.config)) {
    const page = request.headers.get('origin');
    const expected = siteOrigin(request, ctx.config);
    return {
      refused: gateError(
        'FORBIDDEN_ORIGIN',
        'Sessions can only be created from this site’s own pages. Behind a reverse proxy, set OFAGE_APP_URL (or trustProxy: true when the proxy sets X-Forwarded-Host and X-Forwarded-Proto).' +
          (ctx.config.development && page && page !== expected
            ? ` This page is at ${page}, and the app takes sessions from ${expected}: open the app at ${expected}, or set OFAGE_APP_URL=${page} in .env.local.`
            : ''),
        403,
      ),
    };
  }
  const names = gateCookieNames(requestOrigin(request));
  const previous = await readSessionBinding(
    ctx,
    TOKEN_AUDIENCE.session,
    readCookie(request.headers.get('cookie'), names.session),
  );
  const browserId = previous?.browserId ?? crypto.randomUUID();
  const limited = await limitSessions(request, ctx, previous?.browserId);
  if (limited) return { refused: limited };
  const read = await readFields();
  if ('refused' in read) return read;
  const body = read.body;

  let requirement = await requirementFor(request, ctx);
  if (body?.jurisdiction !== undefined) {
    if (!ctx.config.allowClientJurisdiction) {
      return {
        refused: gateError(
          'INVALID_INPUT',
          'jurisdiction is chosen by the server; set allowClientJurisdiction: true in createAgeGate to let the browser choose it.',
          400,
        ),
      };
    }
    const chosen = withClientJurisdiction(requirement, body.jurisdiction);
    if ('refused' in chosen) return chosen;
    requirement = chosen.requirement;
  }

  const returnTo = safeReturnTo(body?.returnTo, '/');
  const origin = configuredOrigin(request, ctx.config);
  if (!origin) {
    return {
      refused: gateError(
        'FORBIDDEN_ORIGIN',
        'This app does not know its public origin: set OFAGE_APP_URL (e.g. https://shop.example.com), or trustProxy: true behind a proxy that sets X-Forwarded-Host and X-Forwarded-Proto. The Host header alone is trusted only on localhost.',
        403,
      ),
    };
  }
  const callback = new URL(`${ctx.config.basePath}/${GATE_ROUTES.callback}`, origin);
  callback.searchParams.set(RETURN_TO_PARAM, returnTo);
  // perform refuses a redirectUrl over 2048 characters (a 502 here); a returnTo that long is
  // not worth a failed session, so the visitor comes back to the home page instead.
  if (callback.href.length > MAX_REDIRECT_URL_LENGTH)
    callback.searchParams.set(RETURN_TO_PARAM, '/');

  const session = await ctx.client.perform({
    jurisdiction: requirement.jurisdiction,
    criteria: requirement.criteria,
    options: {
      ...cardLocale(body?.locale),
      ...ctx.config.performOptions,
      redirectUrl: callback.href,
    },
  });

  const binding = await signSessionBinding(ctx, TOKEN_AUDIENCE.session, {
    verificationId: session.id,
    ...requirement,
    browserId,
    account: await signedInAccount(request, ctx),
  });
  return {
    session: { id: session.id, url: session.url, shortUrl: session.shortUrl },
    cookie: serializeCookie(names.session, binding, {
      maxAge: ctx.config.sessionMaxAge,
      secure: names.secure,
    }),
  };
}

/**
 * The card's language, for the widget: only a language of ours (a page cannot pass anything
 * else to perform). `createAgeGate`'s `locale` overrides it; the card asked for that one anyway.
 */
function cardLocale(value: unknown): { locale?: string } {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value)
    ? { locale: value }
    : {};
}

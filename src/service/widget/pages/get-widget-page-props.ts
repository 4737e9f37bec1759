import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { FLOW_METHOD, type StoredFlow } from '../../lifecycle/create-verification';
import { keepPickedLocale } from '../../verifications/keep-picked-locale';
import { openVerification } from '../../verifications/open-verification';
import { METHODS, liveMethods } from '../../methods/registry';
import { SHORT_LINK_SECRET_PARAM } from '../../verifications/short-link';
import { LANGUAGE_CHOICES, compiledFor, messagesFor, pageLocale } from '../i18n/messages';
import { sessionFromShortLink, sessionFromToken, type WidgetSession } from '../load-widget-session';
import type { WidgetDeps } from '../widget-deps';
import { NO_THIRD_PARTY, STRIPE_SOURCES, widgetHeaders } from '../../methods/kit/widget-headers';
import { guessDevice } from '../../methods/kit/capabilities';
import { widgetState } from '../widget-state';
import type { WidgetPageModel, WidgetPageProps } from '../widget-page-types';
import type { VerificationMethod } from '../../../protocol/verification-result';
import type { VerificationRow } from '../../db/schema';

/** The picker's form field: the method tapped before the page's script ran. */
export const PICK_PARAM = 'method';

/** The widget pages always render (error pages too), so the result is always props. */
type Result = { props: WidgetPageProps };

const single = (v: string | string[] | undefined): string | null =>
  typeof v === 'string' ? v : null;

/** The props of `/verify?token=…` (the `url` perform returns). */
export async function verifyPageProps(
  deps: WidgetDeps,
  context: GetServerSidePropsContext,
): Promise<Result> {
  const session = await sessionFromToken(deps, single(context.query.token));
  return widgetPageProps(deps, context, session, false);
}

/**
 * The props of `/v/<id>?pid=…&s=qr&k=…` (the `shortUrl`; `s=qr` marks a QR hand-off, `k` is the
 * link's secret).
 */
export async function shortLinkPageProps(
  deps: WidgetDeps,
  context: GetServerSidePropsContext,
): Promise<Result> {
  const id = single(context.params?.id);
  const session = await sessionFromShortLink(
    deps,
    id ?? '',
    single(context.query.pid),
    single(context.query[SHORT_LINK_SECRET_PARAM]),
  );
  return widgetPageProps(deps, context, session, single(context.query.s) === 'qr');
}

/**
 * Opens the verification (PENDING → IN_PROGRESS) and builds the page model. Sets the widget's
 * headers — above all `frame-ancestors` from the allowed origins of the verification's mode — on
 * every answer, error pages included (framed by nobody when the mode is unknown).
 */
export async function widgetPageProps(
  deps: WidgetDeps,
  context: Pick<GetServerSidePropsContext, 'req' | 'res'> &
    Partial<Pick<GetServerSidePropsContext, 'query'>>,
  session: WidgetSession,
  handoff: boolean,
): Promise<Result> {
  const acceptLanguage = single(context.req.headers['accept-language']);
  const picked = single(context.query?.lang);
  const nonce = randomBytes(16).toString('base64');
  if (!session.ok) {
    const product = session.productId ? await deps.getProduct(session.productId) : undefined;
    const origins = product && session.mode ? product.allowedOrigins[session.mode] : [];
    setHeaders(context.res, widgetHeaders(origins, nonce));
    context.res.statusCode = session.reason === 'invalid' ? 400 : 410;
    const locale = pageLocale(null, acceptLanguage, picked, product?.defaultLocale);
    return {
      props: {
        ok: false,
        locale,
        messages: messagesFor(locale),
        compiled: compiledFor(locale),
        error: session.reason,
        nonce,
      },
    };
  }
  const { product } = session;
  // A test key may add test origins: live verifications are framed by live origins alone.
  const origins = product.allowedOrigins[session.row.mode];
  // Stripe's card fields, only where a live verification may check a card with Stripe.
  const stripe =
    session.row.mode === 'live' &&
    deps.ctx.config.card.stripe !== undefined &&
    (JSON.parse(session.row.methods) as string[]).includes('credit-card');
  setHeaders(context.res, widgetHeaders(origins, nonce, stripe ? STRIPE_SOURCES : NO_THIRD_PARTY));
  const row = await keepPickedLocale(
    deps.ctx,
    await openVerification(deps.ctx, session.row),
    picked,
  );
  const locale = pageLocale(row, acceptLanguage, null, product.defaultLocale);
  const state = widgetState(row);
  const query = new URL(context.req.url ?? '/', 'http://widget.invalid').searchParams;
  // A method picked before the page's script ran: only one this verification offers.
  const tapped = query.get(PICK_PARAM);
  const tappedMethod = state.methods.find((x) => x.method === tapped)?.method;
  query.delete(PICK_PARAM);
  return {
    props: {
      ok: true,
      locale,
      messages: messagesFor(locale),
      compiled: compiledFor(locale),
      languages: LANGUAGE_CHOICES,
      token: session.token,
      verificationId: row.id,
      mode: row.mode,
      productName: product.name,
      allowedOrigins: origins,
      flowMethod: tappedMethod ?? FLOW_METHOD[row.flow as StoredFlow] ?? null,
      device: guessDevice(
        single(context.req.headers['user-agent']) ?? '',
        single(context.req.headers['sec-fetch-dest']) ?? undefined,
      ),
      query: [...query],
      handoff,
      liveMethods: liveMethods(deps.ctx),
      methodSettings: methodSettings(deps, row),
      state,
      apiBase: '/api/widget',
      nonce,
    },
  };
}

/** The widget settings of the verification's methods (stored as a JSON list of ids). */
function methodSettings(deps: WidgetDeps, row: VerificationRow): WidgetPageModel['methodSettings'] {
  const settings: WidgetPageModel['methodSettings'] = {};
  for (const method of JSON.parse(row.methods) as VerificationMethod[]) {
    const of = METHODS[method]?.widgetSettings;
    if (of) settings[method] = of(deps.ctx, row);
  }
  return settings;
}

function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

import { format, messagesFor, pageLocale, type WidgetMessages } from '../i18n/messages';
import { sessionFromToken } from '../load-widget-session';
import type { WidgetDeps } from '../widget-deps';
import {
  escapeHtml,
  htmlDocument,
  PAGE_HEADERS,
  widgetLookBody,
} from '../../methods/kit/html-page';
import { widgetState } from '../widget-state';

/**
 * `GET /result?token=…`: where a third-party app (the bank app) sends the user back. It opens in
 * the device's own browser, not in the component the merchant's app started (spec "Third-party
 * app flow", step 6), so the service looks up the stored redirectUrl and continues there with
 * `verificationId` and `result` (step 7). Until the result is in, the page refreshes itself;
 * without a redirectUrl it tells the user where to go on.
 */
export async function handleResultPage(deps: WidgetDeps, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const session = await sessionFromToken(deps, url.searchParams.get('token'));
  const accept = request.headers.get('accept-language');
  if (!session.ok) return unusableLinkPage(session.reason, accept);
  const { row, product } = session;
  const locale = pageLocale(row, accept, null, product.defaultLocale);
  const m = messagesFor(locale);
  const state = widgetState(row);
  if (state.redirectTo) {
    return new Response(null, {
      status: 303,
      headers: { ...PAGE_HEADERS, Location: state.redirectTo },
    });
  }
  const site = product.name;
  const testMode = row.mode === 'test';
  if (!state.result) {
    return new Response(page(m, locale, m.title, m.working, 2, { testMode }), {
      status: 200,
      headers: PAGE_HEADERS,
    });
  }
  const title = state.result.status === 'PASS' ? m.pass : m.fail;
  const detail =
    state.result.status === 'PASS'
      ? format(locale, m.passDetail, { site })
      : format(locale, m[`failure.${state.result.failureReason ?? 'age-criteria-not-met'}`], {
          site,
        });
  const outcome = state.result.status === 'PASS' ? 'ok' : 'bad';
  return new Response(
    page(m, locale, title, `${detail} ${m.closeWindow}`, undefined, { testMode, outcome }),
    {
      status: 200,
      headers: PAGE_HEADERS,
    },
  );
}

/** A small page in the widget's look: a heading and one status line (`body` is text). */
export function page(
  m: WidgetMessages,
  lang: string,
  title: string,
  body: string,
  refreshSeconds?: number,
  look: { testMode?: boolean; outcome?: 'ok' | 'bad' } = {},
): string {
  return htmlDocument({
    lang,
    title: m.title,
    head:
      refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">`,
    body: widgetLookBody({
      heading: title,
      content: `<p role="status">${escapeHtml(body)}</p>`,
      ...(look.testMode ? { testBar: m.testModeBar } : {}),
      ...(look.outcome ? { outcome: look.outcome } : {}),
    }),
  });
}

/** 400 page for an expired, broken or finished link, in the browser's language. */
export function unusableLinkPage(
  reason: 'expired' | 'invalid' | 'finished',
  acceptLanguage: string | null,
): Response {
  const locale = pageLocale(null, acceptLanguage);
  const m = messagesFor(locale);
  const html = page(m, locale, m[`${reason}Title`], m[`${reason}Body`]);
  return new Response(html, { status: 400, headers: PAGE_HEADERS });
}

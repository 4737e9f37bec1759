import { ServiceError } from '../../errors/service-error';
import { readCappedText } from '../../http/read-capped-body';
import { FORM_BODY_BYTES } from '../../server/route-table';
import { chooseLocale } from '../../widget/i18n/choose-locale';
import { format, messagesFor } from '../../widget/i18n/messages';
import { sessionFromToken } from '../../widget/load-widget-session';
import {
  escapeHtml,
  htmlDocument,
  page,
  PAGE_HEADERS,
  unusableLinkPage,
} from '../../widget/handlers/result-page';
import { simulateAttempt } from '../../widget/handlers/simulate';
import type { WidgetDeps } from '../../widget/widget-deps';
import { TEST_BANK_APP_PATH } from './test-bank-app-path';

/** What the test bank app can answer; each is one simulator outcome. */
const OUTCOMES = ['adult', 'teen', 'inconclusive', 'fraudulent'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** A look of its own, so nobody mistakes the stand-in app for the widget. */
const BANK_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;margin:0;padding:1.5rem;background:#eef4f1}main{max-width:30rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.25rem}h1{font-size:1.375rem}.bar{background:#fde68a;font-weight:600;padding:.25rem .5rem;border-radius:6px;font-size:.85rem}form{display:grid;gap:.5rem}button{font:inherit;padding:.6rem;border-radius:8px;border:1px solid #1f5f4a;background:#fff;cursor:pointer;text-align:left}button:focus-visible{outline:3px solid #1f5f4a}';

/**
 * The spec's test app for the bank-app redirect flow ("Third-party app flow"): a stand-in for the
 * person's banking app, served by the service in test mode only. `GET` shows what the bank would
 * ask; `POST` records the chosen outcome through the same pipeline as the widget's simulator and,
 * like a real bank app, sends the person to `/result?token=…` — which continues to the
 * verification's redirectUrl (steps 6–7), while a widget still open elsewhere learns the result
 * from its event stream.
 */
export async function handleTestBankApp(deps: WidgetDeps, request: Request): Promise<Response> {
  const url = new URL(request.url);
  let form: URLSearchParams | undefined;
  try {
    form = request.method === 'POST' ? await readForm(request) : undefined;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const locale = chooseLocale(null, request.headers.get('accept-language'));
    const m = messagesFor(locale);
    return new Response(page(m, locale, m.testBankTitle, error.message), {
      status: error.status,
      headers: PAGE_HEADERS,
    });
  }
  const token = (form?.get('token') ?? url.searchParams.get('token')) || null;
  const session = await sessionFromToken(deps, token);
  const accept = request.headers.get('accept-language');
  if (!session.ok) return unusableLinkPage(session.reason, accept);
  const { row, product } = session;
  const locale = chooseLocale(row.locale, accept);
  const m = messagesFor(locale);
  const answer = (status: number, text: string): Response =>
    new Response(page(m, locale, m.testBankTitle, text), { status, headers: PAGE_HEADERS });
  if (row.mode !== 'test') return answer(403, m.testBankLiveOnly);

  if (form) {
    const outcome = form.get('outcome');
    if (!OUTCOMES.includes(outcome as Outcome)) return answer(400, m.testBankPick);
    if (row.status === 'PENDING' || row.status === 'IN_PROGRESS') {
      if (!(JSON.parse(row.methods) as string[]).includes('bank-app')) {
        return answer(400, m.testBankNotOffered);
      }
      try {
        await simulateAttempt(deps, row, { method: 'bank-app', outcome: outcome as Outcome });
      } catch (error) {
        // e.g. every bank-app attempt is used: say so rather than fail.
        if (!(error instanceof ServiceError)) throw error;
        return answer(400, error.message);
      }
    }
    // Back to the service, as the real app does: its result page takes it from there. A new
    // navigation rather than a 303: a redirect chain that starts at a form submission must stay
    // within the page's CSP form-action, and the result page goes on to the merchant.
    const back = escapeHtml(`/result?token=${encodeURIComponent(session.token)}`);
    const html = htmlDocument({
      lang: locale,
      title: m.testBankTitle,
      head: `<meta http-equiv="refresh" content="0;url=${back}">`,
      body: `<p><a href="${back}">${escapeHtml(m.working)}</a></p>`,
    });
    return new Response(html, { status: 200, headers: PAGE_HEADERS });
  }

  const buttons = OUTCOMES.map(
    (o) =>
      `<button type="submit" name="outcome" value="${o}">${escapeHtml(m[`outcome.${o}`])}</button>`,
  ).join('');
  const intro = format(m.testBankIntro, { site: product.name, age: String(row.threshold) });
  const html = htmlDocument({
    lang: locale,
    title: m.testBankTitle,
    style: BANK_STYLE,
    body: `<main><p class="bar">${escapeHtml(m.testModeBar)}</p><h1>${escapeHtml(m.testBankTitle)}</h1><p>${escapeHtml(intro)}</p><form method="post" action="${TEST_BANK_APP_PATH}"><input type="hidden" name="token" value="${escapeHtml(session.token)}">${buttons}</form></main>`,
  });
  return new Response(html, { status: 200, headers: PAGE_HEADERS });
}

/** The posted form, read with a cap: a larger body is refused (413), never read whole. */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams(await readCappedText(request, FORM_BODY_BYTES));
}

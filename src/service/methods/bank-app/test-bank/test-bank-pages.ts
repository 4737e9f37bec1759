import { escapeHtml, htmlDocument } from '../../kit/html-page';
import { format } from '../../kit/i18n/format';
import type { WidgetLocale } from '../../kit/i18n/locales';
import type { TestPagesMessages } from '../../kit/test-pages-i18n/en';
import { testPagesMessages } from '../../kit/test-pages-i18n/test-pages-messages';
import { TEST_BANK_USERS } from './test-users';

/** A look of its own, so nobody mistakes the test bank for the widget. */
const BANK_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;margin:0;padding:1.5rem;background:#eef4f1}main{max-width:30rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.25rem}h1{font-size:1.375rem}.bar{background:#fde68a;font-weight:600;padding:.25rem .5rem;border-radius:6px;font-size:.85rem}form{display:grid;gap:.5rem;margin:.5rem 0}button{font:inherit;padding:.6rem;border-radius:8px;border:1px solid #1f5f4a;background:#fff;cursor:pointer;text-align:start}button:focus-visible{outline:3px solid #1f5f4a}';

/** A text of the test bank's pages, by its key without `bank.`. */
export type TestBankText = keyof TestPagesMessages & `bank.${string}`;

const shell = (locale: WidgetLocale, title: string, body: string, head = ''): string =>
  htmlDocument({
    lang: locale,
    title,
    style: BANK_STYLE,
    head,
    body: `<main><p class="bar">${escapeHtml(testPagesMessages(locale)['bank.bar'])}</p><h1>${escapeHtml(title)}</h1>${body}</main>`,
  });

/** The test bank's sign-in: pick one of the test account holders. */
export function loginPage(locale: WidgetLocale, uid: string): string {
  const m = testPagesMessages(locale);
  const action = escapeHtml(`/test-bank/interaction/${uid}/login`);
  const buttons = TEST_BANK_USERS.map(
    (u) => `<button type="submit" name="user" value="${u.id}">${escapeHtml(u.name)}</button>`,
  ).join('');
  return shell(
    locale,
    m['bank.signIn'],
    `<p>${escapeHtml(m['bank.chooseHolder'])}</p><form method="post" action="${action}">${buttons}</form>`,
  );
}

/** The consent screen: what the relying party asks (`asks`: sentences), allow or decline. */
export function consentPage(
  locale: WidgetLocale,
  uid: string,
  client: string,
  asks: string[],
): string {
  const m = testPagesMessages(locale);
  const base = `/test-bank/interaction/${uid}`;
  const list = asks.map((a) => `<li>${escapeHtml(a)}</li>`).join('');
  return shell(
    locale,
    m['bank.share'],
    `<p>${escapeHtml(format(locale, m['bank.asks'], { client }))}</p><ul>${list}</ul>` +
      `<form method="post" action="${escapeHtml(`${base}/confirm`)}"><button type="submit">${escapeHtml(m['bank.allow'])}</button></form>` +
      `<form method="post" action="${escapeHtml(`${base}/abort`)}"><button type="submit">${escapeHtml(m['bank.decline'])}</button></form>`,
  );
}

/**
 * On to `href` by a navigation of its own rather than a 303: a redirect chain that starts at a
 * form submission must stay within CSP `form-action 'self'`, and this one ends at the
 * merchant's redirectUrl (another origin, or an app's custom scheme).
 */
export function continuePage(locale: WidgetLocale, href: string): string {
  const m = testPagesMessages(locale);
  const to = escapeHtml(href);
  return shell(
    locale,
    m['bank.returning'],
    `<p><a href="${to}">${escapeHtml(m['bank.continue'])}</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${to}">`,
  );
}

/** A page that only says something: a heading and one line (`text` is a sentence already). */
export function messagePage(
  locale: WidgetLocale,
  title: TestBankText,
  text: TestBankText | { plain: string },
): string {
  const m = testPagesMessages(locale);
  const line = typeof text === 'string' ? m[text] : text.plain;
  return shell(locale, m[title], `<p role="status">${escapeHtml(line)}</p>`);
}

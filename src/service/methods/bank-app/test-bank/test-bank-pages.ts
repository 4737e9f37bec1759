import { escapeHtml, htmlDocument } from '../../kit/html-page';
import { TEST_BANK_USERS } from './test-users';

/** A look of its own, so nobody mistakes the test bank for the widget. */
const BANK_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;margin:0;padding:1.5rem;background:#eef4f1}main{max-width:30rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.25rem}h1{font-size:1.375rem}.bar{background:#fde68a;font-weight:600;padding:.25rem .5rem;border-radius:6px;font-size:.85rem}form{display:grid;gap:.5rem;margin:.5rem 0}button{font:inherit;padding:.6rem;border-radius:8px;border:1px solid #1f5f4a;background:#fff;cursor:pointer;text-align:start}button:focus-visible{outline:3px solid #1f5f4a}';

const shell = (title: string, body: string, head = ''): string =>
  htmlDocument({
    lang: 'en',
    title,
    style: BANK_STYLE,
    head,
    body: `<main><p class="bar">TEST BANK — test mode only, no real accounts</p><h1>${escapeHtml(title)}</h1>${body}</main>`,
  });

/** The test bank's sign-in: pick one of the test account holders. */
export function loginPage(uid: string): string {
  const action = escapeHtml(`/test-bank/interaction/${uid}/login`);
  const buttons = TEST_BANK_USERS.map(
    (u) => `<button type="submit" name="user" value="${u.id}">${escapeHtml(u.name)}</button>`,
  ).join('');
  return shell(
    'Sign in to Test Bank',
    `<p>Choose a test account holder.</p><form method="post" action="${action}">${buttons}</form>`,
  );
}

/** The consent screen: what the relying party asks, allow or decline. */
export function consentPage(uid: string, client: string, asks: string[]): string {
  const base = `/test-bank/interaction/${uid}`;
  const list = asks.map((a) => `<li>${escapeHtml(a)}</li>`).join('');
  return shell(
    'Share with this site?',
    `<p>${escapeHtml(client)} asks Test Bank to share:</p><ul>${list}</ul>` +
      `<form method="post" action="${escapeHtml(`${base}/confirm`)}"><button type="submit">Allow</button></form>` +
      `<form method="post" action="${escapeHtml(`${base}/abort`)}"><button type="submit">Decline</button></form>`,
  );
}

/**
 * On to `href` by a navigation of its own rather than a 303: a redirect chain that starts at a
 * form submission must stay within CSP `form-action 'self'`, and this one ends at the
 * merchant's redirectUrl (another origin, or an app's custom scheme).
 */
export function continuePage(href: string): string {
  const to = escapeHtml(href);
  return shell(
    'Returning to the site…',
    `<p><a href="${to}">Continue</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${to}">`,
  );
}

export function messagePage(title: string, text: string): string {
  return shell(title, `<p role="status">${escapeHtml(text)}</p>`);
}

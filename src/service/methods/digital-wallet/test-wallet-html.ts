import { escapeHtml, htmlDocument } from '../kit/html-page';
import { format } from '../kit/i18n/format';
import type { WidgetLocale } from '../kit/i18n/locales';
import { testPagesMessages } from '../kit/test-pages-i18n/test-pages-messages';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;background:#1e1b4b;color:#fff}main{max-width:28rem;margin:0 auto;background:#312e81;border-radius:14px;padding:1.25rem}.bar{background:#fde68a;color:#000;font-weight:600;padding:.25rem .5rem;border-radius:6px;font-size:.85rem}button{display:block;width:100%;font:inherit;margin:.4rem 0;padding:.6rem;border-radius:8px;border:0;cursor:pointer}button[hidden]{display:none}';

/**
 * The test wallet's page in `locale`. The script's sentences travel as a JSON block (data, not
 * code: the CSP runs the nonce'd script only), formatted here; the one value only the script
 * knows stays as its `{claim}` or `{detail}` for the script to fill in.
 */
export function testWalletHtml(locale: WidgetLocale, nonce: string): string {
  const m = testPagesMessages(locale);
  const text = {
    noRequest: m['wallet.noRequest'],
    unknownRequest: m['wallet.unknownRequest'],
    asks: format(locale, m['wallet.asks'], { claim: '{claim}' }),
    declined: m['wallet.declined'],
    couldNotAnswer: format(locale, m['wallet.couldNotAnswer'], { detail: '{detail}' }),
    shared: m['wallet.shared'],
    refused: m['wallet.refused'],
  };
  const button = (attributes: string, label: string) =>
    `<button ${attributes}>${escapeHtml(label)}</button>`;
  return htmlDocument({
    lang: locale,
    title: m['wallet.title'],
    style: STYLE,
    body:
      `<main><p class="bar">${escapeHtml(m['wallet.bar'])}</p><h1>${escapeHtml(m['wallet.heading'])}</h1><p id="ask">${escapeHtml(m['wallet.reading'])}</p>` +
      `<div id="choices" hidden>` +
      button('data-credential="sd-jwt" data-over="true"', m['wallet.shareOverPid']) +
      button('data-credential="mdoc" data-over="true"', m['wallet.shareOverMdl']) +
      button('data-credential="sd-jwt" data-over="false"', m['wallet.shareUnderPid']) +
      // The EU age-verification app's attestation, where the request asks for it.
      button('data-credential="av" data-over="true" data-av hidden', m['wallet.shareOverAv']) +
      button('data-credential="av" data-over="false" data-av hidden', m['wallet.shareUnderAv']) +
      button(
        'data-credential="av-untrusted" data-over="true" data-av hidden',
        m['wallet.shareUntrustedAv'],
      ) +
      button(
        'data-credential="av-revoked" data-over="true" data-av hidden',
        m['wallet.shareRevokedAv'],
      ) +
      button('data-decline="true"', m['wallet.decline']) +
      `</div><p id="done" role="status"></p></main>` +
      // `<` escaped so that no sentence can close the block.
      `<script type="application/json" id="text">${JSON.stringify(text).replace(/</g, '\\u003c')}</script>` +
      `<script nonce="${nonce}">${SCRIPT}</script>`,
  });
}

const SCRIPT = `
(async () => {
  const $ = (id) => document.getElementById(id);
  const t = JSON.parse($('text').textContent);
  const link = new URL(location.href).searchParams.get('request_uri');
  const fail = (text) => { $('ask').textContent = text; $('choices').hidden = true; };
  if (!link) return fail(t.noRequest);
  const res = await fetch(link);
  if (!res.ok) return fail(t.unknownRequest);
  const jwt = await res.text();
  const req = JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  const claim = req.dcql_query.credentials[0].claims[0].path.join('.');
  $('ask').textContent = t.asks.replace('{claim}', () => claim);
  const av = req.dcql_query.credentials.some((c) => c.id === 'proof_of_age');
  for (const b of document.querySelectorAll('[data-av]')) b.hidden = !av;
  $('choices').hidden = false;
  const post = (fields) => fetch(req.response_uri, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  for (const b of document.querySelectorAll('button')) b.addEventListener('click', async () => {
    $('choices').hidden = true;
    if (b.dataset.decline) { await post({ state: req.state, error: 'access_denied' }); $('done').textContent = t.declined; return; }
    const made = await fetch('test-wallet-present', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ request: jwt, credential: b.dataset.credential, over: b.dataset.over === 'true' }) });
    if (!made.ok) { const detail = (await made.json()).errorMessage; $('done').textContent = t.couldNotAnswer.replace('{detail}', () => detail); return; }
    const { vp_token, state } = await made.json();
    const sent = await post({ state, vp_token: JSON.stringify(vp_token) });
    $('done').textContent = sent.ok ? t.shared : t.refused;
  });
})();
`;

import { escapeHtml, htmlDocument, widgetLookBody } from '../../methods/kit/html-page';
import { format } from '../../methods/kit/i18n/format';
import { interactionMessages as catalogs, type InteractionLocale } from './interaction-messages';
import { KIT_CATALOGS } from '../../methods/kit/i18n/kit-catalogs';
import type { IssuerName } from '../oidc-paths';

/**
 * The page a person sees at the service between the relying party and the answer: what the
 * site asks (use) or offers (create), one button for the age key, one to go back with nothing.
 * It has the widget's look (its stylesheet, its column, the product's name above the heading, the
 * TEST MODE bar for a test client) and the widget's languages. The script
 * (`interaction-script.ts`) runs the WebAuthn ceremony against this interaction's endpoints;
 * everything it needs is in data attributes, and its sentences in a JSON block (data, not code:
 * the page's CSP runs scripts from the service only).
 */
export function interactionPage(o: {
  issuer: IssuerName;
  basePath: string;
  /** Where the issuer serves the page's scripts. */
  assetsPath: string;
  clientName: string;
  /** The name of the product the client belongs to. */
  productName: string;
  testMode: boolean;
  locale: InteractionLocale;
  thresholds: number[];
  floor?: number;
}): string {
  const m = catalogs[o.locale];
  const site = o.clientName;
  const use = o.issuer === 'use';
  const ages =
    o.thresholds.length > 0
      ? new Intl.ListFormat(o.locale, { type: 'conjunction' }).format(
          o.thresholds.map((age) => format(o.locale, m['use.age'], { age })),
        )
      : m['use.ofAge'];
  const lead = use
    ? format(o.locale, m['use.ask'], { site, ages })
    : format(o.locale, m['create.offer'], { site, floor: o.floor ?? '?' });
  const script = Object.fromEntries(
    Object.entries(m).filter(([k]) => /^(script|refusal)\./.test(k)),
  );
  return htmlDocument({
    lang: o.locale,
    title: use ? m['use.title'] : m['create.title'],
    head: `<script src="${escapeHtml(o.assetsPath)}/webauthn.js" defer></script><script src="${escapeHtml(o.assetsPath)}/interaction.js" defer></script>`,
    body: widgetLookBody({
      heading: use ? format(o.locale, m['use.heading'], { site }) : m['create.heading'],
      content:
        `<div id="agekey" data-kind="${o.issuer}" data-base="${escapeHtml(o.basePath)}">` +
        `<p>${escapeHtml(lead)}</p>` +
        `<div class="actions"><button class="btn" id="agekey-go" type="button">${escapeHtml(use ? m['use.go'] : m['create.go'])}</button>` +
        `<button class="link" id="agekey-decline" type="button">${escapeHtml(use ? m['use.decline'] : m['create.decline'])}</button></div>` +
        `<p role="status" id="agekey-status"></p></div>` +
        // `<` escaped so that no sentence can close the block.
        `<script type="application/json" id="agekey-text">${JSON.stringify(script).replace(/</g, '\\u003c')}</script>`,
      step: format(o.locale, m.step, { product: o.productName }),
      ...(o.testMode ? { testBar: KIT_CATALOGS[o.locale].testModeBar } : {}),
    }),
  });
}

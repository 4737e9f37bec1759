import { escapeHtml, htmlDocument } from '../../methods/kit/html-page';
import type { IssuerName } from '../oidc-paths';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;margin:0;padding:1.5rem}main{max-width:30rem;margin:0 auto}h1{font-size:1.375rem}button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:1px solid #444;background:#fff;cursor:pointer}button.primary{background:#1a1a1a;color:#fff}button:disabled{opacity:.5}';

/**
 * The page a person sees at the service between the relying party and the answer: what the
 * site asks (use) or offers (create), one button for the age key, one to go back with nothing.
 * The script (`interaction-script.ts`) runs the WebAuthn ceremony against this interaction's
 * endpoints; everything it needs is in data attributes.
 */
export function interactionPage(o: {
  issuer: IssuerName;
  basePath: string;
  /** Where the issuer serves the page's scripts. */
  assetsPath: string;
  clientName: string;
  thresholds: number[];
  floor?: number;
}): string {
  const site = escapeHtml(o.clientName);
  const ask =
    o.issuer === 'use'
      ? `<h1>Prove your age to ${site}</h1><p>${site} asks whether you are ${o.thresholds.map((t) => `${t} or older`).join(', ') || 'of age'}. Your age key answers yes or no for each — never your birth date, and nothing that identifies you.</p>`
      : `<h1>Save an age key</h1><p>${site} has verified that you are at least ${o.floor ?? '?'}. Save a passkey on this device as an age key: other sites can then check your age with it in a moment, without seeing who you are. Your birth date is not stored.</p>`;
  const action = o.issuer === 'use' ? 'Use your age key' : 'Save an age key';
  const decline = o.issuer === 'use' ? 'Go back without answering' : 'Not now';
  return htmlDocument({
    lang: 'en',
    title: o.issuer === 'use' ? 'Prove your age' : 'Save an age key',
    style: STYLE,
    head: `<script src="${escapeHtml(o.assetsPath)}/webauthn.js" defer></script><script src="${escapeHtml(o.assetsPath)}/interaction.js" defer></script>`,
    body: `<main id="agekey" data-kind="${o.issuer}" data-base="${escapeHtml(o.basePath)}">${ask}<p><button class="primary" id="agekey-go" type="button">${action}</button><button id="agekey-decline" type="button">${decline}</button></p><p role="status" id="agekey-status"></p></main>`,
  });
}

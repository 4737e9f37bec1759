import { escapeHtml, htmlDocument } from '../../methods/kit/html-page';

/** What the provider shows when it cannot send an error back to the relying party. */
export function errorPage(error: string, description: string | undefined): string {
  return htmlDocument({
    lang: 'en',
    title: 'Age key: request refused',
    body: `<main><h1>This request cannot continue</h1><p>The site that sent you here made a request this service refuses.</p><p><code>${escapeHtml(error)}</code>${description ? `: ${escapeHtml(description)}` : ''}</p></main>`,
  });
}

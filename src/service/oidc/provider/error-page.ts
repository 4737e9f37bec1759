import { escapeHtml, htmlDocument, widgetLookBody } from '../../methods/kit/html-page';

/**
 * What the service shows when a request to an issuer cannot go on and cannot be sent back to
 * the relying party: the provider's refusals, and the service's own (a parameter over its cap,
 * a `request_uri` opened twice, too many requests). Sent with `OIDC_PAGE_HEADERS`.
 */
export function errorPage(error: string, description: string | undefined): string {
  const lead =
    error === 'temporarily_unavailable'
      ? 'Too many requests came from your network just now. Wait a few seconds, then go back to the site and try again.'
      : 'The site that sent you here made a request this service refuses.';
  return htmlDocument({
    lang: 'en',
    title: 'Age key: request refused',
    body: widgetLookBody({
      heading: 'This request cannot continue',
      content: `<p>${lead}</p><p class="muted"><code>${escapeHtml(error)}</code>${description ? `: ${escapeHtml(description)}` : ''}</p>`,
    }),
  });
}

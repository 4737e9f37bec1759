import { mintHandoffLink } from '../../verifications/short-link';
import { sessionFromToken } from '../load-widget-session';
import { qrSvg } from '../qr-svg';
import type { WidgetDeps } from '../widget-deps';
import { unusableLink, widgetError, widgetJson } from './respond';

/**
 * `GET /api/widget/qr?token=…`: "continue on your phone" as an SVG QR code of a short link with a
 * secret of its own (`mintHandoffLink`: perform's is stored only hashed). Loaded only when the
 * user opens the hand-off, so the page itself stays small and fast; refused once the
 * verification has a result. With `as=json` it answers `{ link, svg }`: the same code and its
 * link as text, the QR code's text alternative (WCAG 1.1.1) that a person can read, copy or tap.
 */
export async function handleQr(deps: WidgetDeps, request: Request): Promise<Response> {
  try {
    const query = new URL(request.url).searchParams;
    const session = await sessionFromToken(deps, query.get('token'));
    if (!session.ok) throw unusableLink(session.reason);
    const link = await mintHandoffLink(deps.ctx, session.row);
    const svg = await qrSvg(link);
    if (query.get('as') === 'json') {
      const res = widgetJson(200, { link, svg });
      // The link carries a secret: no cache keeps it.
      res.headers.set('Cache-Control', 'no-store');
      return res;
    }
    return new Response(svg, {
      status: 200,
      headers: {
        'Content-Type': 'image/svg+xml',
        // This browser's own copy: the same page shows the same code (and link) again.
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  } catch (error) {
    return widgetError(error);
  }
}

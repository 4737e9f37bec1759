import { sessionFromToken } from '../load-widget-session';
import { qrSvg } from '../qr-svg';
import type { WidgetDeps } from '../widget-deps';
import { unusableLink, widgetError } from './respond';

/**
 * `GET /api/widget/qr?token=…`: the verification's shortUrl as an SVG QR code. Loaded only when
 * the user opens "Continue on your phone", so the page itself stays small and fast.
 */
export async function handleQr(deps: WidgetDeps, request: Request): Promise<Response> {
  try {
    const session = await sessionFromToken(deps, new URL(request.url).searchParams.get('token'));
    if (!session.ok) throw unusableLink(session.reason);
    const { row } = session;
    const svg = await qrSvg(shortUrlOf(deps.ctx.config.publicUrl, row.id, row.product_id));
    return new Response(svg, {
      status: 200,
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  } catch (error) {
    return widgetError(error);
  }
}

/** The shortUrl of a verification, exactly as perform returns it. */
export function shortUrlOf(publicUrl: string, id: string, productId: string): string {
  return `${publicUrl}/v/${id}?pid=${productId}&s=qr`;
}

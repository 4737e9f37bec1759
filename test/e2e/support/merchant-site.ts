import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The iframe `allow` list of spec display rule 1, exactly. */
export const IFRAME_ALLOW =
  'camera; payment; publickey-credentials-get; publickey-credentials-create; digital-credentials-get';

export interface MerchantSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** A page embedding `widgetUrl` in an iframe that records every DOM message it receives. */
  embedUrl(widgetUrl: string, options?: { allow?: string }): string;
  /** A landing page for redirects: `<origin>/return`. */
  returnUrl: string;
  close(): Promise<void>;
}

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A merchant storefront on its own origin: embeds the widget as a merchant would
 * (width 100 %, height 600) and keeps `{origin, data}` of each message in `window.messages`.
 */
export async function startMerchantSite(): Promise<MerchantSite> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/embed') {
      const src = url.searchParams.get('src') ?? '';
      const allow = url.searchParams.get('allow') ?? IFRAME_ALLOW;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Shop</title></head><body style="margin:0">
<script>window.messages=[];addEventListener('message',function(e){window.messages.push({origin:e.origin,data:e.data});});</script>
<iframe id="widget" title="Age check" src="${escapeAttr(src)}" allow="${escapeAttr(allow)}" style="width:100%;height:600px;border:0"></iframe>
</body></html>`);
      return;
    }
    if (url.pathname === '/return') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Back at the shop</title><h1>Back at the shop</h1>');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    embedUrl: (widgetUrl, options = {}) =>
      `${origin}/embed?src=${encodeURIComponent(widgetUrl)}${
        options.allow === undefined ? '' : `&allow=${encodeURIComponent(options.allow)}`
      }`,
    returnUrl: `${origin}/return`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

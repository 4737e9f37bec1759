import { OfageError } from '../../client/ofage-error';
import type { GateDiagnosis } from '../../protocol/gate-api';
import type { ProductInfo } from '../../protocol/product-api';
import { gateError, json } from '../http';
import { requestOrigin } from '../request-origin';
import type { HandlerContext } from './handler-context';

/**
 * `GET {basePath}/diagnose?origin=<the page's origin>` — development only (404 when `NODE_ENV`
 * is `production`). What would keep the widget from working on this page, each as a sentence
 * that names the setting to change: the service not answering, the API key refused, a live key
 * on a plain-http site, the page's origin missing from the product's allowed embedding origins
 * of the key's mode (the service then refuses to be framed, and the browser shows only a grey frame), or a page
 * opened on another origin than `OFAGE_APP_URL`. `<AgeGate>` asks when it opens the widget in
 * development and shows the answer in place of the frame.
 */
export async function diagnose(request: Request, ctx: HandlerContext): Promise<Response> {
  if (!ctx.config.development) {
    return gateError('NOT_FOUND', 'diagnose answers in development only.', 404);
  }
  const origin = pageOrigin(request);
  const { serviceUrl, appOrigin } = ctx.config;
  const problems: GateDiagnosis['problems'] = [];
  if (appOrigin && appOrigin !== origin) {
    problems.push({
      code: 'APP_URL_MISMATCH',
      message: `This page is at ${origin}, but OFAGE_APP_URL is ${appOrigin}: open the app at ${appOrigin}, or set OFAGE_APP_URL=${origin} in .env.local and restart.`,
    });
  }

  let product: ProductInfo | undefined;
  try {
    product = await ctx.client.getProduct();
  } catch (error) {
    const code = error instanceof OfageError ? error.code : undefined;
    if (code === 'SERVICE_UNREACHABLE') {
      problems.push({
        code,
        message: `The age verification service at ${serviceUrl} did not answer: start it (npx ofage serve, or npm start in a clone of ofage), or fix OFAGE_SERVICE_URL in .env.local.`,
      });
    } else if (code === 'UNAUTHORIZED') {
      problems.push({
        code: 'KEY_REFUSED',
        message: `The service at ${serviceUrl} refused OFAGE_API_KEY: ${(error as Error).message}`,
      });
    }
    // Anything else (an older service without GET /api/v1/product, say) tells nothing here.
  }
  if (product) {
    if (product.mode === 'live' && origin.startsWith('http:')) {
      problems.push({
        code: 'LIVE_KEY_OVER_HTTP',
        message: `OFAGE_API_KEY is a live key, and live verifications need an https site: use a test key (ofage_test_…) while you develop at ${origin}.`,
      });
    }
    if (!product.allowedOrigins.includes(origin)) {
      const allowed = product.allowedOrigins.join(', ') || 'none yet';
      const sameHere = product.allowedOrigins.find((o) => sameLoopbackPort(o, origin));
      problems.push({
        code: 'ORIGIN_NOT_ALLOWED',
        message:
          `${origin} is not an allowed embedding origin of the product "${product.name}" in ${product.mode} mode (allowed: ${allowed}), so the service refuses to show its widget in this page. ` +
          `Add ${origin} to "${product.mode === 'live' ? 'Live' : 'Test'} origins" under "Allowed embedding origins" in the product's settings (${serviceUrl.replace(/\/+$/, '')}/console → ${product.name} → Settings)` +
          (product.mode === 'test' ? `, or run npx ofage init --app-url ${origin}` : '') +
          (sameHere ? `; or open this app at ${sameHere} instead.` : '.'),
      });
    }
  }
  const answer: GateDiagnosis = {
    problems,
    ...(product ? { product: { name: product.name, mode: product.mode } } : {}),
  };
  return json(answer);
}

/** The `origin` query parameter when it is an http(s) origin, else the origin the request named. */
function pageOrigin(request: Request): string {
  const given = new URL(request.url).searchParams.get('origin');
  if (given) {
    try {
      const url = new URL(given);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // fall through to the request's own origin
    }
  }
  return requestOrigin(request, { forwarded: false });
}

/** `http://localhost:3000` and `http://127.0.0.1:3000`: the same app on another loopback name. */
function sameLoopbackPort(a: string, b: string): boolean {
  const loopback = /^(localhost|127\.0\.0\.1|\[::1\])$/;
  const x = new URL(a);
  const y = new URL(b);
  return (
    x.port === y.port &&
    x.protocol === y.protocol &&
    loopback.test(x.hostname) &&
    loopback.test(y.hostname)
  );
}

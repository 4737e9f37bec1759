/**
 * Widget benchmarks: the JavaScript a browser downloads to show `/verify`
 * (budget ≤ 120 KB gzipped; method code loads on demand and is not counted), the page's
 * server response time at 20 connections (budget p99 < 50 ms), and the widget's picker and the
 * example storefront's gate card on a throttled phone (bench/widget-phone.ts).
 * `OFAGE_BENCH_NO_STOREFRONT=1` leaves the storefront out (it needs the example's `next build`).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildExampleIfStale } from '../scripts/build-example';
import { buildPagesOnce } from '../test/e2e/support/build-pages-once';
import { measureInitialJs, WIDGET_INITIAL_JS_BUDGET } from '../test/e2e/support/initial-js';
import { launchChromium } from '../test/e2e/support/widget-environment';
import { startStorefront } from './start-storefront';
import { load, ROOT, startChild, stopChild, type LoadResult } from './support';
import { benchWidgetPhone, phoneTargets, type PhoneBenchResult } from './widget-phone';

const WITH_STOREFRONT = process.env.OFAGE_BENCH_NO_STOREFRONT !== '1';

/** What the widget bench runs on: the service's pages, and the storefront unless left out. */
export async function buildWidgetBench(): Promise<void> {
  await buildPagesOnce();
  if (WITH_STOREFRONT) buildExampleIfStale();
}

export interface WidgetBenchResult {
  initialJsGzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  page: LoadResult;
  phone: PhoneBenchResult[];
}

/** Runs the measurements against a service (and storefront) started for the purpose, and prints them. */
export async function benchWidget(
  options: { duration?: number; connections?: number } = {},
): Promise<WidgetBenchResult> {
  const { duration = 10, connections = 20 } = options;
  await buildWidgetBench();
  const { info, child } = await startChild<{ serviceUrl: string; widgetUrl: string; key: string }>(
    path.join(ROOT, 'bench/servers/widget-service.ts'),
  );
  let store: Awaited<ReturnType<typeof startStorefront>> | null = null;
  try {
    store = WITH_STOREFRONT
      ? await startStorefront(
          { url: info.serviceUrl, key: info.key },
          {
            OFAGE_SECRET: randomBytes(32).toString('base64url'),
            OFAGE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
            NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
          },
        )
      : null;
    const browser = await launchChromium();
    const scripts = await measureInitialJs(browser, info.widgetUrl).finally(() => browser.close());
    const initialJsGzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const page = await load(`GET /verify (${connections} connections)`, {
      url: info.widgetUrl,
      connections,
      duration,
    });
    console.log('\nwidget: initial JavaScript (gzipped, what /verify loads before any method)');
    for (const s of scripts)
      console.log(`  ${(s.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
    console.log(
      `  ${(initialJsGzipBytes / 1024).toFixed(1).padStart(7)} KB  total (budget 120 KB: ${
        initialJsGzipBytes <= WIDGET_INITIAL_JS_BUDGET ? 'ok' : 'OVER'
      })`,
    );
    console.log(`\nwidget: ${page.label}`);
    console.log(
      `  ${page.rps.toFixed(0)} req/s, p50 ${page.p50} ms, p99 ${page.p99} ms (budget < 50 ms: ${
        page.p99 < 50 ? 'ok' : 'OVER'
      }), errors ${page.errors}, non-2xx ${page.non2xx}`,
    );

    if (!store) console.log('\n(the storefront is left out: OFAGE_BENCH_NO_STOREFRONT=1)');
    const phoneBrowser = await launchChromium();
    const phone = await benchWidgetPhone(
      phoneBrowser,
      phoneTargets(info.widgetUrl, store?.url ?? null),
    ).finally(() => phoneBrowser.close());
    return { initialJsGzipBytes, scripts, page, phone };
  } finally {
    if (store) await stopChild(store.child);
    await stopChild(child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWidget();

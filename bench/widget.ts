/**
 * Widget benchmarks: the JavaScript a browser downloads to show `/verify`
 * (budget ≤ 120 KB gzipped; method code loads on demand and is not counted), and the page's
 * server response time at 20 connections (budget p99 < 50 ms).
 */
import path from 'node:path';
import { buildPagesOnce } from '../test/e2e/support/build-pages-once';
import { measureInitialJs, WIDGET_INITIAL_JS_BUDGET } from '../test/e2e/support/initial-js';
import { launchChromium } from '../test/e2e/support/widget-environment';
import { load, ROOT, startChild, stopChild, type LoadResult } from './support';

export interface WidgetBenchResult {
  initialJsGzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  page: LoadResult;
}

/** Runs both measurements against a service started for the purpose, and prints them. */
export async function benchWidget(
  options: { duration?: number; connections?: number } = {},
): Promise<WidgetBenchResult> {
  const { duration = 10, connections = 20 } = options;
  await buildPagesOnce();
  const { info, child } = await startChild<{ serviceUrl: string; widgetUrl: string }>(
    path.join(ROOT, 'bench/servers/widget-service.ts'),
  );
  try {
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
    return { initialJsGzipBytes, scripts, page };
  } finally {
    await stopChild(child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWidget();

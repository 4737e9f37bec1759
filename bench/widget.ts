/**
 * Widget benchmarks: the JavaScript a browser downloads to show `/verify`
 * (budget ≤ 120 KB gzipped; method code loads on demand and is not counted), and the page's
 * server response time at 20 connections (budget p99 < 50 ms).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPagesOnce } from '../test/e2e/support/build-pages-once';
import { launchChromium } from '../test/e2e/support/widget-environment';
import { load, ROOT, startChild, stopChild, type LoadResult } from './support';

export interface WidgetBenchResult {
  initialJsGzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  page: LoadResult;
}

/** Sums the gzipped size (zlib level 6, as served) of every script the page loads until idle. */
export async function measureInitialJs(widgetUrl: string): Promise<WidgetBenchResult['scripts']> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts: { url: string; gzipBytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length });
        }),
      );
    });
    await page.goto(widgetUrl, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return scripts;
  } finally {
    await browser.close();
  }
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
    const scripts = await measureInitialJs(info.widgetUrl);
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
        initialJsGzipBytes <= 120 * 1024 ? 'ok' : 'OVER'
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

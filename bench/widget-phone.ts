/**
 * The shopper's phone: cold loads (fresh browser context each) of the widget's `/verify` and of
 * the example storefront's gate page on a 360 × 780 touch screen, throttled — CPU × 4 and
 * DevTools' "Fast 3G" through CDP (test/e2e/support/phone-load.ts has the figures) — and, as
 * the baseline, unthrottled, alternating run by run so that other load on the machine falls on
 * both. Printed, median and worst of `OFAGE_BENCH_PHONE_RUNS` runs (5): first contentful paint,
 * the time until the widget's first method button (or the card's start button) is ready to tap,
 * and the layout shift until then. Targets: picker ≤ 2.5 s, card button ≤ 1.5 s, CLS ≤ 0.05.
 */
import type { Browser } from 'playwright-core';
import {
  medianAndWorst,
  measurePhoneLoad,
  READY,
  type PhoneLoad,
} from '../test/e2e/support/phone-load';
import { table } from './support';

const RUNS = Number(process.env.OFAGE_BENCH_PHONE_RUNS ?? 5);

export interface PhoneTarget {
  label: string;
  url: string;
  ready: string;
  /** The ready time's target on the throttled phone, ms. */
  readyTargetMs: number;
}

export interface PhoneBenchResult {
  label: string;
  throttled: PhoneLoad[];
  unthrottled: PhoneLoad[];
}

/** The widget's picker, and the card's button when a storefront is given. */
export function phoneTargets(widgetUrl: string, storeUrl: string | null): PhoneTarget[] {
  return [
    { label: 'widget: method picker', url: widgetUrl, ready: READY.picker, readyTargetMs: 2500 },
    ...(storeUrl
      ? [
          {
            label: 'storefront: gate card button',
            url: `${storeUrl}/age-gate?returnTo=%2Fspirits`,
            ready: READY.cardButton,
            readyTargetMs: 1500,
          },
        ]
      : []),
  ];
}

export async function benchWidgetPhone(
  browser: Browser,
  targets: PhoneTarget[],
): Promise<PhoneBenchResult[]> {
  const results: PhoneBenchResult[] = [];
  for (const target of targets) {
    const result: PhoneBenchResult = { label: target.label, throttled: [], unthrottled: [] };
    // One unmeasured load of each first: the server's first render of the page warms it.
    await measurePhoneLoad(browser, target.url, { ready: target.ready, throttled: false });
    for (let i = 0; i < RUNS; i++) {
      const opts = { ready: target.ready };
      result.unthrottled.push(
        await measurePhoneLoad(browser, target.url, { ...opts, throttled: false }),
      );
      result.throttled.push(
        await measurePhoneLoad(browser, target.url, { ...opts, throttled: true }),
      );
    }
    results.push(result);
    print(target, result);
  }
  return results;
}

function print(target: PhoneTarget, r: PhoneBenchResult): void {
  const ms = (v: number) => `${Math.round(v).toLocaleString('en')} ms`;
  const row = (
    what: string,
    pick: (l: PhoneLoad) => number,
    show: (v: number) => string,
    target: string,
  ) => {
    const t = medianAndWorst(r.throttled.map(pick));
    const u = medianAndWorst(r.unthrottled.map(pick));
    const ratio = u.median > 0 ? `${(t.median / u.median).toFixed(1)}×` : '–';
    return [
      what,
      `${show(t.median)} / ${show(t.worst)}`,
      `${show(u.median)} / ${show(u.worst)}`,
      ratio,
      target,
    ];
  };
  const verdict = (v: number, limit: number) => (v <= limit ? 'ok' : 'OVER');
  const ready = medianAndWorst(r.throttled.map((l) => l.readyMs));
  const cls = medianAndWorst(r.throttled.map((l) => l.cls));
  console.log(`\n${target.label} on a phone (${RUNS} cold loads each, median / worst)`);
  console.log(
    table([
      ['', 'CPU ×4 + Fast 3G', 'unthrottled (baseline)', 'ratio', 'target (throttled)'],
      row('first contentful paint', (l) => l.fcpMs, ms, '–'),
      row(
        'ready to tap',
        (l) => l.readyMs,
        ms,
        `≤ ${ms(target.readyTargetMs)}: worst ${verdict(ready.worst, target.readyTargetMs)}, median ${verdict(ready.median, target.readyTargetMs)}`,
      ),
      row('script live (hydrated)', (l) => l.hydratedMs, ms, '–'),
      row(
        'layout shift until ready',
        (l) => l.cls,
        (v) => v.toFixed(3),
        `≤ 0.05: ${verdict(cls.worst, 0.05)}`,
      ),
      row(
        'layout shift, 1 s later',
        (l) => l.clsSettled,
        (v) => v.toFixed(3),
        '–',
      ),
    ]),
  );
}

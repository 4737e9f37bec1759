/**
 * Hostile requests, the merchant's side: ≥ 10,000 generated malformed requests
 * (test/support/hostile-plugin-requests.ts) against the example storefront as a merchant runs
 * it — its production build under `next start`, talking to a real service
 * (bench/servers/ofage.ts) — across every route of the plugin's handler, the pages its proxy
 * gates, the next-auth route the plugin binds verifications in, and unknown paths. Prints the
 * count of 5xx, hangs (no answer within 10 s), plugin-route errors that are not
 * `{error, errorMessage}` and off-site redirects — each should be 0 — the statuses, the app's RSS
 * before, halfway and after, and the rate beside a baseline measured in the same run: well-formed
 * `GET /api/age-gate/status` requests over the same raw client.
 * `OFAGE_HOSTILE_RUNS` and `OFAGE_FUZZ_SEED` change the count and the seed.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { buildExampleIfStale } from '../scripts/build-example';
import { mintVerifiedCookie } from '../src/next/mint-verified-cookie';
import { rawRequest, type RawResponse } from '../test/e2e/support/raw-http';
import {
  pluginAnswerProblem,
  pluginCases,
  type PluginTargets,
} from '../test/support/hostile-plugin-requests';
import type { HostileCase } from '../test/support/hostile-requests';
import { startStorefront } from './start-storefront';
import { ROOT, startChild, stopChild, table } from './support';

const RUNS = Number(process.env.OFAGE_HOSTILE_RUNS ?? 10_000);
const SEED = Number(process.env.OFAGE_FUZZ_SEED ?? 20_261_123);
const CONCURRENCY = 8;
const TIMEOUT_MS = 10_000;
const BASE_PATH = '/api/age-gate';

interface Problem {
  kind: 'hang' | '5xx' | 'body' | 'redirect';
  family: string;
  /** Answered by Node.js or Next.js before any code of the app (proxy, routes) ran. */
  beforeApp: boolean;
  text: string;
}

/**
 * Answers no app code can change: `TRACE` (Next cannot build a Request for it: 500), `*` and
 * absolute-form targets (Next's own 500 and 308), the empty 400 with which Node's parser or
 * Next's URL handling refuses a request line before the proxy runs, and Next's empty 405 to a
 * method the route file does not export at the handlers' POST routes, which the matcher keeps
 * from the proxy so that Next does not read their bodies (the proxy answers it in JSON elsewhere).
 */
function answeredBeforeApp(c: HostileCase, res: RawResponse): boolean {
  if (c.request.method === 'TRACE' || !c.request.target.startsWith('/')) return true;
  const bare = !res.headers['content-type'] && res.body === '';
  return (res.status === 400 || res.status === 405) && bare;
}

/** Resident memory of a process and its descendants (`next start` may fork), in MB. */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while listing.
    }
  }
  let kb = 0;
  const visit = (p: number): void => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      return;
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return Math.round(kb / 1024);
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** `name=value` pairs of a response's `Set-Cookie` headers. */
const cookiePairs = (res: Response): string[] =>
  res.headers.getSetCookie().map((c) => c.split(';')[0]!);

/** Signs the demo customer in through next-auth's credentials flow, as the sign-in form does. */
async function signIn(storeUrl: string): Promise<{ cookie: string; csrfToken: string }> {
  const csrf = await fetch(`${storeUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookies = cookiePairs(csrf);
  const res = await fetch(`${storeUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: csrfCookies.join('; '),
    },
    body: new URLSearchParams({
      csrfToken,
      email: 'dana@cornerstore.test',
      password: 'corner-store',
      json: 'true',
    }),
  });
  const cookies = [...csrfCookies, ...cookiePairs(res)];
  if (!cookies.some((c) => c.includes('session-token'))) {
    throw new Error(`next-auth sign-in failed: ${res.status}`);
  }
  return { cookie: cookies.join('; '), csrfToken };
}

export function buildHostilePluginApp(): void {
  buildExampleIfStale();
}

export async function benchHostilePlugin(): Promise<void> {
  console.log(
    `\n## Hostile input at the plugin's routes (${RUNS} generated requests, seed ${SEED}, example storefront under next start)\n`,
  );
  buildHostilePluginApp();
  const { info, child: serviceChild } = await startChild<{ url: string; key: string }>(
    path.join(ROOT, 'bench/servers/ofage.ts'),
    { OFAGE_METHOD_WORKERS: '0' },
  );
  const secret = randomBytes(32).toString('base64url');
  const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
  const store = await startStorefront(info, {
    OFAGE_SECRET: secret,
    OFAGE_WEBHOOK_SECRET: webhookSecret,
    NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
  });
  try {
    const signedIn = await signIn(store.url);
    const { cookieHeader } = await mintVerifiedCookie({
      secret,
      url: store.url,
      jurisdiction: 'US-CA',
      criteria: { age: 21 },
    });
    const targets: PluginTargets = {
      host: new URL(store.url).host,
      origin: store.url,
      verifiedCookie: cookieHeader,
      signedInCookie: signedIn.cookie,
      csrfToken: signedIn.csrfToken,
      webhookSecret,
      basePath: BASE_PATH,
      gatedPaths: ['/spirits'],
    };

    // Baseline: well-formed status requests, same client, same concurrency.
    const good: HostileCase[] = Array.from({ length: 1000 }, () => ({
      family: 'baseline',
      request: {
        method: 'GET',
        target: `${BASE_PATH}/status`,
        headers: [
          ['Host', targets.host],
          ['Cookie', cookieHeader],
        ],
      },
    }));
    let started = performance.now();
    await inParallel(good, (c) => rawRequest(store.url, c.request, { timeoutMs: TIMEOUT_MS }));
    const baselineRate = good.length / ((performance.now() - started) / 1000);

    const cases = fc.sample(pluginCases(targets), { numRuns: RUNS, seed: SEED });
    const byStatus: Record<number, number> = {};
    const byFamily: Record<string, number> = {};
    const problems: Problem[] = [];
    const rss = [treeRssMb(store.child.pid!)];
    let done = 0;
    started = performance.now();
    await inParallel(cases, async (c) => {
      byFamily[c.family] = (byFamily[c.family] ?? 0) + 1;
      const what = `${c.family} ${c.request.method} ${c.request.target.slice(0, 120)}`;
      let res: RawResponse;
      try {
        res = await rawRequest(store.url, c.request, { timeoutMs: TIMEOUT_MS });
      } catch (error) {
        problems.push({
          kind: 'hang',
          family: c.family,
          beforeApp: false,
          text: `${what}: ${(error as Error).message}`,
        });
        return;
      }
      byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
      const problem = pluginAnswerProblem(c, res, targets);
      if (problem) {
        const kind: Problem['kind'] =
          res.status >= 500 ? '5xx' : problem.startsWith('redirect') ? 'redirect' : 'body';
        problems.push({
          kind,
          family: c.family,
          beforeApp: answeredBeforeApp(c, res),
          text: `${what} → ${res.status} ${res.body.slice(0, 160)}: ${problem}`,
        });
      }
      if (++done === Math.floor(cases.length / 2)) rss.push(treeRssMb(store.child.pid!));
    });
    const hostileRate = cases.length / ((performance.now() - started) / 1000);
    rss.push(treeRssMb(store.child.pid!));
    const after = await fetch(`${store.url}${BASE_PATH}/status`);

    const count = (kind: string, family?: string, beforeApp?: boolean) =>
      problems.filter(
        (p) =>
          p.kind === kind &&
          (family === undefined || p.family === family) &&
          (beforeApp === undefined || p.beforeApp === beforeApp),
      ).length;
    console.log(`statuses ${JSON.stringify(byStatus)}`);
    console.log(`families ${JSON.stringify(byFamily)}`);
    const groups = new Map<string, string[]>();
    for (const p of problems) {
      const key = `${p.kind} in ${p.family}${p.beforeApp ? ', before app code' : ''}`;
      groups.set(key, [...(groups.get(key) ?? []), p.text]);
    }
    for (const [key, texts] of groups) {
      console.log(`  ${key}: ${texts.length}`);
      for (const text of texts.slice(0, 3)) console.log(`    e.g. ${text}`);
    }
    // The plugin logs what its routes could not handle: none of the 5xx may come from it.
    const pluginFailures = store
      .log()
      .split('\n')
      .filter((l) => l.includes('[ofage]'));
    console.log(`  plugin failures in the app's log: ${pluginFailures.length}`);
    for (const l of pluginFailures.slice(0, 5)) console.log(`    ${l}`);
    const distinct = [
      ...new Set(
        store
          .log()
          .split('\n')
          .filter((l) => /Error/.test(l)),
      ),
    ];
    console.log(
      `  distinct error lines in the app's log:\n    ${distinct.slice(0, 12).join('\n    ')}`,
    );
    const row = (label: string, sent: number, family?: string): (string | number)[] => [
      label,
      sent,
      `${count('5xx', family)} (${count('5xx', family, true)})`,
      count('hang', family),
      `${count('body', family)} (${count('body', family, true)})`,
      `${count('redirect', family)} (${count('redirect', family, true)})`,
    ];
    console.log(
      `\n${table([
        [
          'family',
          'sent',
          '5xx (before app code)',
          'hangs',
          'bad error body (before app code)',
          'off-site redirect (before app code)',
        ],
        ...Object.entries(byFamily).map(([family, sent]) => row(family, sent, family)),
        row('all', cases.length),
      ])}`,
    );
    console.log(
      `\n  status after: ${after.status}; app RSS before → half → after: ${rss.join(' → ')} MB; ` +
        `hostile ${hostileRate.toFixed(0)}/s vs well-formed status ${baselineRate.toFixed(0)}/s ` +
        `(${(hostileRate / baselineRate).toFixed(2)}); "before app code": TRACE, '*' and absolute-form ` +
        `targets, and empty 400s from Node's or Next's request parsing, answered before the proxy runs`,
    );
  } finally {
    await stopChild(store.child);
    await stopChild(serviceChild);
  }
}

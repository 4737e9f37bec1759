import fs from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port';
import { waitFor } from '../../support/wait';
import { prepareDataDir, startServe, type ServeProcess } from './serve-process';

const PERFORM = '/api/v1/age-verification/perform';
const STATUS = '/api/v1/age-verification/get-status';
/** Concurrent clients of each kind. */
const CLIENTS = 40;
const BODY = JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } });

/** A complete answer (its status, and the verification id of a 2xx), or the error a client met. */
type Outcome = { kind: 'answered'; status: number; id?: string } | { kind: 'error'; code: string };

/** How a merchant's server calls perform: one of three HTTP clients. */
interface ClientKind {
  name: string;
  perform(url: string, key: string): Promise<Outcome>;
  close(): void;
}

/** Node's `fetch` (undici), which keeps connections alive: what a Next.js server uses. */
function fetchClient(): ClientKind {
  return {
    name: 'fetch (undici) keep-alive',
    perform: async (url, key) => {
      try {
        const res = await fetch(`${url}${PERFORM}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: BODY,
        });
        const text = await res.text();
        return answered(res.status, text);
      } catch (error) {
        const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
        return { kind: 'error', code: cause?.code ?? cause?.message ?? String(error) };
      }
    },
    close: () => undefined,
  };
}

/** `node:http` over an `Agent` with `keepAlive`, or (`agent: false`) a connection per request. */
function httpClient(keepAlive: boolean): ClientKind {
  const agent = keepAlive ? new http.Agent({ keepAlive: true, maxSockets: CLIENTS }) : false;
  return {
    name: keepAlive ? 'http.Agent keep-alive' : 'one connection per request',
    perform: (url, key) =>
      new Promise((resolve) => {
        const req = http.request(
          `${url}${PERFORM}`,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${key}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(BODY),
              ...(keepAlive ? {} : { connection: 'close' }),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', (e: NodeJS.ErrnoException) =>
              resolve({ kind: 'error', code: `response ${e.code ?? e.message}` }),
            );
            res.on('end', () =>
              resolve(
                res.complete
                  ? answered(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))
                  : { kind: 'error', code: 'incomplete response' },
              ),
            );
          },
        );
        req.on('error', (e: NodeJS.ErrnoException) =>
          resolve({ kind: 'error', code: e.code ?? e.message }),
        );
        req.end(BODY);
      }),
    close: () => (agent ? agent.destroy() : undefined),
  };
}

function answered(status: number, text: string): Outcome {
  if (status < 200 || status > 299) return { kind: 'answered', status };
  return { kind: 'answered', status, id: (JSON.parse(text) as { id: string }).id };
}

/** What one kind of client saw: the figures the closing note quotes. */
interface Figures {
  sent: number;
  ok: number;
  refused: number;
  otherErrors: number;
  otherStatuses: number;
  errors: Record<string, number>;
}

function figures(outcomes: Outcome[]): Figures {
  const errors: Record<string, number> = {};
  for (const o of outcomes) if (o.kind === 'error') errors[o.code] = (errors[o.code] ?? 0) + 1;
  const refused = errors.ECONNREFUSED ?? 0;
  const failed = outcomes.filter((o) => o.kind === 'error').length;
  const ok = outcomes.filter((o) => o.kind === 'answered' && o.id !== undefined).length;
  return {
    sent: outcomes.length,
    ok,
    refused,
    otherErrors: failed - refused,
    otherStatuses: outcomes.length - failed - ok,
    errors,
  };
}

/**
 * SIGTERM while three kinds of merchant servers — Node's `fetch` (undici) and an `http.Agent`,
 * both keeping connections alive, and a client opening one connection per request — each send
 * perform from 40 concurrent callers. No client notices the drain: every request gets its
 * complete answer, and the only error any client sees is a connection refused once the listener
 * has closed (a keep-alive connection is never closed under a request on its way: its next answer
 * says `Connection: close`). The process exits 0 well within the bound, and every verification
 * a perform acknowledged is there after a restart on the same data directory.
 */
describe('graceful drain on SIGTERM', () => {
  let serve: ServeProcess | undefined;
  let restarted: ServeProcess | undefined;
  let dataDir = '';

  afterAll(async () => {
    for (const p of [serve, restarted]) {
      p?.child.kill('SIGKILL');
      await p?.exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('no client sees an error but connection refused, and no verification is lost', async () => {
    const prepared = await prepareDataDir();
    dataDir = prepared.dataDir;
    const env = { OFAGE_METHOD_WORKERS: '0', OFAGE_RATE_LIMIT_PER_SECOND: '1000000' };
    serve = startServe(await freePort(), dataDir, env);
    const s = serve;
    await waitFor(async () => (await fetch(`${s.url}/api/health/ready`)).status === 200, {
      timeout: 60_000,
      message: 'readiness',
    });

    const kinds = [fetchClient(), httpClient(true), httpClient(false)];
    const outcomes = kinds.map((): Outcome[] => []);
    let signalled = false;
    const caller = async (k: number): Promise<void> => {
      const mine = outcomes[k]!;
      for (;;) {
        const outcome = await kinds[k]!.perform(s.url, prepared.testKey);
        mine.push(outcome);
        // After the signal, a refused connection means the door is shut: this caller is done.
        if (signalled && outcome.kind === 'error' && outcome.code === 'ECONNREFUSED') return;
        if (mine.length > 20_000) return;
      }
    };
    const callers = kinds.flatMap((_, k) => Array.from({ length: CLIENTS }, () => caller(k)));
    await waitFor(() => outcomes.every((o) => o.length >= 150), {
      timeout: 60_000,
      message: () => `traffic of every client (${outcomes.map((o) => o.length).join(', ')})`,
    });
    s.child.kill('SIGTERM');
    signalled = true;
    const signalledAt = Date.now();
    const code = await s.exited;
    const exitMs = Date.now() - signalledAt;
    await Promise.all(callers);
    kinds.forEach((k) => k.close());

    const seen = kinds.map((k, i) => ({ client: k.name, ...figures(outcomes[i]!) }));
    console.info(
      `drain under ${CLIENTS} callers of each client, exit ${exitMs} ms after SIGTERM:\n${seen
        .map(
          (f) =>
            `  ${f.client}: ${f.sent} sent, ${f.ok} ok, ${f.refused} refused, ${f.otherErrors} other errors${f.otherErrors ? ` ${JSON.stringify(f.errors)}` : ''}, ${f.otherStatuses} other statuses`,
        )
        .join('\n')}`,
    );
    const stopped = s
      .output()
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      })
      .find((line) => line.msg === 'stopped');
    console.info(`service: ${JSON.stringify(stopped)}`);

    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(30_000);
    for (const f of seen) {
      expect({ client: f.client, errors: f.errors }).toEqual({
        client: f.client,
        errors: f.refused ? { ECONNREFUSED: f.refused } : {},
      });
      expect(f.otherStatuses, f.client).toBe(0);
      // Every caller stopped at a refused connection, after the signal.
      expect(f.refused, f.client).toBe(CLIENTS);
    }
    expect(stopped).toMatchObject({ cut: 0, abandoned: 0 });
    expect(stopped!.answered).toBe(stopped!.accepted);

    // Every acknowledged verification is there after a restart on the same data directory.
    const ids = outcomes.flat().flatMap((o) => (o.kind === 'answered' && o.id ? [o.id] : []));
    restarted = startServe(await freePort(), dataDir, env);
    const r = restarted;
    await waitFor(async () => (await fetch(`${r.url}/api/health/ready`)).status === 200, {
      timeout: 60_000,
      message: 'readiness after the restart',
    });
    let found = 0;
    for (let i = 0; i < ids.length; i += CLIENTS) {
      const statuses = await Promise.all(
        ids.slice(i, i + CLIENTS).map((id) =>
          fetch(`${r.url}${STATUS}?id=${id}`, {
            headers: { authorization: `Bearer ${prepared.testKey}` },
          }).then((res) => res.status),
        ),
      );
      found += statuses.filter((st) => st === 200).length;
    }
    console.info(`${found}/${ids.length} acknowledged verifications found after the restart`);
    expect(found).toBe(ids.length);
  }, 180_000);

  it('stops cleanly, exit 0, when signalled while its readers still load', async () => {
    const prepared = await prepareDataDir();
    fs.rmSync(dataDir, { recursive: true, force: true });
    dataDir = prepared.dataDir;
    serve = startServe(await freePort(), dataDir, { OFAGE_METHOD_WORKERS: '1' });
    const s = serve;
    const status = await waitFor(
      async () => {
        const res = await fetch(`${s.url}/api/health/ready`);
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 60_000, message: 'an answer from readiness' },
    );
    // The face and document readers take seconds to load in their worker: the window for this.
    expect(status).toBe('starting');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('"msg":"stopped"');
    expect(s.output()).not.toContain('Cannot read');
  }, 120_000);
});

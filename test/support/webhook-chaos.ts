import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/service/db/schema';
import { enqueueWebhook } from '../../src/service/webhooks/enqueue-webhook';
import { newSecret, seedProduct } from '../service/webhooks/support/fixtures';
import { verifyStandardHeader } from '../service/webhooks/support/webhook-receiver';
import { holdsFor, waitFor } from './wait';

/**
 * Webhook delivery through chaos, shared by the short test
 * (test/service/webhooks/webhook-chaos.test.ts) and `npm run bench webhook-chaos`.
 *
 * A merchant receiver that is down for `outageMs` (connections reset, 500, 429 and 503 with
 * `Retry-After`, 410, one answer slower than the dispatcher's timeout), then holds the first
 * request after the outage while the dispatcher process is SIGKILLed and another started; then
 * answers 200. The dispatcher is the service's own (`createWebhookDispatcher`), in a child
 * process on the shared database. An event is *acknowledged* once a 200 for it was written out
 * completely. Reports which events were lost, which were sent again after acknowledgement, and
 * every attempt's time.
 */
export interface ChaosOptions {
  db: Kysely<Database>;
  /** How the child opens the same database. */
  childDatabase: { databaseUrl?: string; dataDir: string };
  events: number;
  outageMs: number;
  /** The slow answer's delay; longer than `timeoutMs`, so that attempt times out. */
  slowMs: number;
  timeoutMs: number;
  leaseMs: number;
  /** Give up waiting after this long. */
  deadlineMs: number;
  log?: (line: string) => void;
}

export interface ChaosReport {
  ids: string[];
  lost: string[];
  resentAfterAck: string[];
  badSignatures: number;
  kills: number;
  /** Per event, each attempt: ms since the start and what the receiver did. */
  attempts: Record<string, { at: number; reply: string }[]>;
  /** Gaps between consecutive attempts of an event, grouped by attempt number. */
  schedule: { attempt: number; count: number; minMs: number; maxMs: number }[];
  elapsedMs: number;
}

type Reply = 'reset' | '500' | '429' | '503' | '410' | 'slow';
const OUTAGE_REPLIES: Reply[] = ['reset', '500', '429', '410', '503', '500', 'reset', 'slow'];
const CHILD = path.resolve(import.meta.dirname, 'webhook-dispatcher-process.ts');

export async function runWebhookChaos(o: ChaosOptions): Promise<ChaosReport> {
  const log = o.log ?? (() => undefined);
  const secret = newSecret();
  const start = Date.now();
  const since = () => Date.now() - start;
  const attempts: ChaosReport['attempts'] = {};
  const acked = new Set<string>();
  const resentAfterAck: string[] = [];
  let badSignatures = 0;
  let outageIndex = 0;
  let slowSent = false;
  let kills = 0;
  let child: ChildProcess | undefined;
  let phase: 'outage' | 'kill' | 'up' = 'outage';
  let runningSince = Number.POSITIVE_INFINITY;

  const startChild = async (): Promise<ChildProcess> => {
    const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: {
        ...process.env,
        OFAGE_CHAOS_DATA_DIR: o.childDatabase.dataDir,
        OFAGE_CHAOS_DATABASE_URL: o.childDatabase.databaseUrl ?? '',
        OFAGE_CHAOS_LEASE_MS: String(o.leaseMs),
        OFAGE_CHAOS_TIMEOUT_MS: String(o.timeoutMs),
        OFAGE_CHAOS_POLL_MS: '250',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = readline.createInterface({ input: proc.stdout! });
    await new Promise<void>((resolve, reject) => {
      lines.once('line', () => resolve());
      proc.once('exit', (code) => reject(new Error(`dispatcher process exited with ${code}`)));
    });
    return proc;
  };

  const killAndRestart = async (): Promise<void> => {
    const victim = child!;
    const exited = new Promise((resolve) => victim.once('exit', resolve));
    victim.kill('SIGKILL');
    await exited;
    kills++;
    log(`${since()} ms: dispatcher SIGKILLed mid-delivery; starting another`);
    child = await startChild();
    phase = 'up';
    log(`${since()} ms: dispatcher restarted`);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id'] ?? '');
      if (!verifyStandardHeader([secret], req.headers, body)) badSignatures++;
      if (acked.has(id)) resentAfterAck.push(id);
      // The outage counts from the dispatcher's start, however long that took on a busy machine.
      if (phase === 'outage' && Date.now() - runningSince >= o.outageMs) phase = 'kill';
      let reply: string;
      if (phase === 'outage') {
        let r = OUTAGE_REPLIES[outageIndex++ % OUTAGE_REPLIES.length]!;
        if (r === 'slow' && slowSent) r = '500';
        reply = r;
        if (r === 'reset') req.socket.destroy();
        else if (r === 'slow') {
          slowSent = true;
          setTimeout(() => res.writeHead(200).end('too late'), o.slowMs).unref();
        } else {
          const headers = r === '429' || r === '503' ? { 'Retry-After': '2' } : undefined;
          res.writeHead(Number(r), headers).end(r);
        }
      } else if (phase === 'kill') {
        // Held: the dispatcher dies while this request waits for its answer.
        reply = 'held, dispatcher killed';
        phase = 'up';
        void killAndRestart().then(() => res.destroy());
      } else {
        reply = '200';
        res.on('finish', () => acked.add(id));
        res.writeHead(200).end('ok');
      }
      (attempts[id] ??= []).push({ at: since(), reply });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/hook`;

  try {
    const { productId } = await seedProduct(o.db, { url, secret });
    const ids: string[] = [];
    for (let n = 0; n < o.events; n++) {
      const id = await enqueueWebhook(
        o.db,
        { productId, mode: 'test', eventType: 'Test', data: { n } },
        Date.now(),
      );
      ids.push(id!);
    }
    child = await startChild();
    runningSince = Date.now();
    log(`${since()} ms: ${o.events} events enqueued, dispatcher running, receiver down`);
    // Events still unacknowledged at the deadline are reported as lost, not thrown.
    await waitFor(() => acked.size === ids.length, {
      timeout: Math.max(0, o.deadlineMs - since()),
    }).catch(() => undefined);
    // A little longer, for anything that would be sent again after its acknowledgement. The
    // first such resend ends the watch: it is in the report, and one is already a failure.
    await holdsFor(() => resentAfterAck.length === 0, 1000, 'no resend').catch(() => undefined);
    const elapsedMs = since();
    const gaps = new Map<number, number[]>();
    for (const list of Object.values(attempts)) {
      for (let i = 1; i < list.length; i++) {
        const g = gaps.get(i) ?? [];
        g.push(list[i]!.at - list[i - 1]!.at);
        gaps.set(i, g);
      }
    }
    return {
      ids,
      lost: ids.filter((id) => !acked.has(id)),
      resentAfterAck,
      badSignatures,
      kills,
      attempts,
      schedule: [...gaps.entries()]
        .sort(([a], [b]) => a - b)
        .map(([attempt, g]) => ({
          attempt,
          count: g.length,
          minMs: Math.min(...g),
          maxMs: Math.max(...g),
        })),
      elapsedMs,
    };
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      setTimeout(() => child?.kill('SIGKILL'), 5000).unref();
      await exited;
    }
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

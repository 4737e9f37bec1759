import { decodeDocumentImage } from '../src/service/methods/id-document/document-image';
import type {
  DocumentFacts,
  DocumentRead,
} from '../src/service/methods/id-document/document-facts';
import { licencePhoto, yearsAgo } from '../src/service/methods/id-document/specimen-licence';
import type { Degradation } from '../src/service/methods/id-document/specimen-photo';
import { createWorkerPool } from '../src/service/methods/kit/worker-pool';
import { MRZ_TODAY, mrzCasePhoto, mrzCleanSet, mrzDegradedSet } from '../test/support/mrz-set';

const TASKS = new URL('../src/service/methods/id-document/id-tasks.ts', import.meta.url).href;

interface Fixture {
  kind: 'pdf417' | 'mrz';
  set: 'clean' | 'degraded';
  /** The degradation's name (`clean` for none). */
  group: string;
  label: string;
  photo: Buffer;
  today: string;
  /** What a correct read reports; only the date of birth is compared when partial. */
  expected: Partial<DocumentFacts> & { dateOfBirth: string };
}

const DEGRADED: Degradation[] = [
  { rotate: 6 },
  { rotate: -9 },
  { rotate: 14 },
  { blur: 1.2 },
  { blur: 1.8 },
  { scale: 0.5, jpegQuality: 70 },
  { rotate: 5, blur: 1, jpegQuality: 75 },
  { glareSpot: true },
  { rotate: 180 },
];

/**
 * The generated set: clean and degraded licences (US, Canada), and the MRZ set of
 * `test/support/mrz-set.ts` — 60 clean TD1/TD2/TD3 and 120 degraded, seeded.
 */
async function fixtures(now: number): Promise<Fixture[]> {
  const out: Fixture[] = [];
  const today = new Date(now).toISOString().slice(0, 10);
  for (const age of [19, 34, 67]) {
    for (const country of ['USA', 'CAN'] as const) {
      out.push({
        kind: 'pdf417',
        set: 'clean',
        group: 'clean',
        label: `${country} ${age}`,
        photo: await licencePhoto(now, age, { country }),
        today,
        expected: { dateOfBirth: yearsAgo(now, age, 100) },
      });
    }
  }
  for (const d of DEGRADED) {
    out.push({
      kind: 'pdf417',
      set: 'degraded',
      group: Object.keys(d).join('+'),
      label: JSON.stringify(d),
      photo: await licencePhoto(now, 41, d),
      today,
      expected: { dateOfBirth: yearsAgo(now, 41, 100) },
    });
  }
  for (const c of [...mrzCleanSet(), ...mrzDegradedSet()]) {
    out.push({
      kind: 'mrz',
      set: c.kind === 'clean' ? 'clean' : 'degraded',
      group: c.kind,
      label: c.label,
      photo: await mrzCasePhoto(c),
      today: MRZ_TODAY,
      expected: c.expected,
    });
  }
  return out;
}

const pct = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
};

/** `read`: every fact right (an MRZ's issuing state may be `unknown`: no check digit covers it). */
type Outcome = 'read' | 'unread' | 'wrong';

interface Row {
  f: Fixture;
  ms: number;
  decodeMs: number;
  outcome: Outcome;
  issuerUnknown: boolean;
}

function outcome(f: Fixture, result: DocumentRead): Outcome {
  if (!result.read) return 'unread';
  const facts = result.facts as unknown as Record<string, unknown>;
  const right = Object.entries(f.expected).every(
    ([k, v]) => facts[k] === v || (k === 'issuer' && facts[k] === 'unknown'),
  );
  return right ? 'read' : 'wrong';
}

const rate = (r: Row[]) => {
  const n = r.filter((x) => x.outcome === 'read').length;
  return `${n}/${r.length} (${((100 * n) / r.length).toFixed(1)} %)`;
};

/**
 * `npm run bench id`: the id-document reader on one worker thread (one core) over the generated
 * set — read latency per image (p50, p95) per kind, and the read rate of clean and degraded
 * photos, per degradation and per MRZ format. A read counts when every fact is right; a read
 * with a wrong fact is counted apart (it must stay at 0: an unreadable photo is retaken, a
 * wrong date is believed). Baseline, measured in the same run: decoding the same photos with
 * sharp, the floor any reader pays.
 */
export async function benchIdDocument(): Promise<void> {
  const now = Date.now();
  const set = await fixtures(now);
  const pool = createWorkerPool({ modules: [TASKS], size: 1, taskTimeoutMs: 60_000 });
  const ready = await pool.ready;
  if (ready.failed.length > 0)
    throw new Error(`reader failed to load: ${ready.failed[0]!.message}`);
  const read = (photo: Buffer, today: string) => {
    const image = photo.buffer.slice(
      photo.byteOffset,
      photo.byteOffset + photo.byteLength,
    ) as ArrayBuffer;
    return pool.run<DocumentRead>('id-document.read', { image, today }, [image]);
  };
  await read(set[0]!.photo, set[0]!.today);
  const firstMrz = set.find((f) => f.kind === 'mrz')!;
  await read(firstMrz.photo, firstMrz.today);

  const rows: Row[] = [];
  for (const f of set) {
    let started = performance.now();
    await decodeDocumentImage(f.photo);
    const decodeMs = performance.now() - started;
    started = performance.now();
    const result = await read(f.photo, f.today);
    const ms = performance.now() - started;
    const o = outcome(f, result);
    const issuerUnknown = result.read && result.facts.issuer === 'unknown';
    rows.push({ f, ms, decodeMs, outcome: o, issuerUnknown });
    if (o !== 'read' || issuerUnknown) {
      const got = result.read ? JSON.stringify(result.facts) : `unread (${result.hint})`;
      console.log(
        `  ${o}${issuerUnknown ? ' (issuer unknown)' : ''}: ${f.kind} ${f.label} → ${got}`,
      );
    }
  }
  await pool.close();

  console.log('\n## ID document reader (one worker thread)\n');
  console.log(
    '| kind | set | images | read | wrong | issuer unknown | p50 ms | p95 ms | decode-only p50 ms | p50 / decode |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const kind of ['pdf417', 'mrz'] as const) {
    for (const which of ['clean', 'degraded'] as const) {
      const r = rows.filter((x) => x.f.kind === kind && x.f.set === which);
      const ms = r.map((x) => x.ms);
      const d50 = pct(
        r.map((x) => x.decodeMs),
        0.5,
      );
      console.log(
        `| ${kind} | ${which} | ${r.length} | ${rate(r)} | ${r.filter((x) => x.outcome === 'wrong').length} | ${r.filter((x) => x.issuerUnknown).length} | ` +
          `${pct(ms, 0.5).toFixed(0)} | ${pct(ms, 0.95).toFixed(0)} | ${d50.toFixed(0)} | ${(pct(ms, 0.5) / d50).toFixed(1)}× |`,
      );
    }
  }

  const mrz = rows.filter((x) => x.f.kind === 'mrz');
  console.log('\n### MRZ per degradation and format\n');
  console.log('| degradation | images | read | wrong | p50 ms | p95 ms | TD3 | TD2 | TD1 |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const group of [...new Set(mrz.map((x) => x.f.group))]) {
    const r = mrz.filter((x) => x.f.group === group);
    const ms = r.map((x) => x.ms);
    const format = (name: string) => rate(r.filter((x) => x.f.label.startsWith(name)));
    console.log(
      `| ${group} | ${r.length} | ${rate(r)} | ${r.filter((x) => x.outcome === 'wrong').length} | ` +
        `${pct(ms, 0.5).toFixed(0)} | ${pct(ms, 0.95).toFixed(0)} | ${format('TD3')} | ${format('TD2')} | ${format('TD1')} |`,
    );
  }
  console.log(
    '\nTargets: PDF417 p50 ≤ 100 ms, MRZ p50 ≤ 600 ms; ≥ 99 % of clean MRZ and ≥ 95 % of degraded read, none wrong; every clean licence read, ≥ 90 % of the degraded.',
  );
}

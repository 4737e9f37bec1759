import { decodeDocumentImage } from '../src/service/methods/id-document/document-image';
import type { DocumentRead } from '../src/service/methods/id-document/document-facts';
import {
  licencePhoto,
  yearsAgo,
  type Degradation,
} from '../src/service/methods/id-document/specimen-licence';
import {
  mrzDocumentPhoto,
  mrzLines,
  type MrzFormat,
} from '../src/service/methods/id-document/specimen-passport';
import { createWorkerPool } from '../src/service/methods/kit/worker-pool';

const TASKS = new URL('../src/service/methods/id-document/id-tasks.ts', import.meta.url).href;

interface Fixture {
  kind: 'pdf417' | 'mrz';
  set: 'clean' | 'degraded';
  label: string;
  photo: Buffer;
  dateOfBirth: string;
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

/** The generated set: clean and degraded licences (US, Canada) and MRZ documents (TD1–3). */
async function fixtures(now: number): Promise<Fixture[]> {
  const out: Fixture[] = [];
  for (const [i, age] of [19, 34, 67].entries()) {
    for (const country of ['USA', 'CAN'] as const) {
      const photo = await licencePhoto(now, age, { country });
      out.push({
        kind: 'pdf417',
        set: 'clean',
        label: `${country} ${age}`,
        photo,
        dateOfBirth: yearsAgo(now, age, 100),
      });
    }
    for (const format of ['TD3', 'TD2', 'TD1'] as MrzFormat[]) {
      const dateOfBirth = `19${70 + i * 9}-0${i + 3}-1${i}`;
      const photo = await mrzDocumentPhoto(mrzLines({ format, dateOfBirth, expiry: '2030-06-30' }));
      out.push({
        kind: 'mrz',
        set: 'clean',
        label: `${format} ${dateOfBirth}`,
        photo,
        dateOfBirth,
      });
    }
  }
  for (const d of DEGRADED) {
    const label = JSON.stringify(d);
    const dob = yearsAgo(now, 41, 100);
    out.push({
      kind: 'pdf417',
      set: 'degraded',
      label,
      photo: await licencePhoto(now, 41, d),
      dateOfBirth: dob,
    });
    for (const format of ['TD3', 'TD1'] as MrzFormat[]) {
      const dateOfBirth = '1985-11-02';
      const photo = await mrzDocumentPhoto(
        mrzLines({ format, dateOfBirth, expiry: '2031-01-31' }),
        d,
      );
      out.push({ kind: 'mrz', set: 'degraded', label: `${format} ${label}`, photo, dateOfBirth });
    }
  }
  return out;
}

const pct = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
};

/**
 * `npm run bench id`: the id-document reader on one worker thread (one core) over the generated
 * set — read latency per image (p50, p95) per kind, and the read rate of clean and degraded
 * photos. Baseline, measured in the same run: decoding the same photos with sharp, the floor any
 * reader pays.
 */
export async function benchIdDocument(): Promise<void> {
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const set = await fixtures(now);
  const pool = createWorkerPool({ modules: [TASKS], size: 1, taskTimeoutMs: 60_000 });
  const ready = await pool.ready;
  if (ready.failed.length > 0)
    throw new Error(`reader failed to load: ${ready.failed[0]!.message}`);
  const read = (photo: Buffer) => {
    const image = photo.buffer.slice(
      photo.byteOffset,
      photo.byteOffset + photo.byteLength,
    ) as ArrayBuffer;
    return pool.run<DocumentRead>('id-document.read', { image, today }, [image]);
  };
  await read(set[0]!.photo);
  await read(set.find((f) => f.kind === 'mrz')!.photo);

  const rows: { f: Fixture; ms: number; ok: boolean; decodeMs: number }[] = [];
  for (const f of set) {
    let started = performance.now();
    await decodeDocumentImage(f.photo);
    const decodeMs = performance.now() - started;
    started = performance.now();
    const result = await read(f.photo);
    const ms = performance.now() - started;
    const ok = result.read && result.facts.dateOfBirth === f.dateOfBirth;
    rows.push({ f, ms, ok, decodeMs });
    if (!ok) console.log(`  not read: ${f.kind} ${f.set} ${f.label} → ${JSON.stringify(result)}`);
  }
  await pool.close();

  console.log('\n## ID document reader (one worker thread)\n');
  console.log(
    '| kind | set | images | read | p50 ms | p95 ms | decode-only p50 ms | p50 / decode |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const kind of ['pdf417', 'mrz'] as const) {
    for (const which of ['clean', 'degraded'] as const) {
      const r = rows.filter((x) => x.f.kind === kind && x.f.set === which);
      const p50 = pct(
        r.map((x) => x.ms),
        0.5,
      );
      const d50 = pct(
        r.map((x) => x.decodeMs),
        0.5,
      );
      const readN = r.filter((x) => x.ok).length;
      console.log(
        `| ${kind} | ${which} | ${r.length} | ${readN}/${r.length} (${Math.round((100 * readN) / r.length)} %) | ${p50.toFixed(0)} | ${pct(
          r.map((x) => x.ms),
          0.95,
        ).toFixed(0)} | ${d50.toFixed(0)} | ${(p50 / d50).toFixed(1)}× |`,
      );
    }
  }
  console.log(
    '\nTargets (issue 13): PDF417 p50 ≤ 100 ms, MRZ p50 ≤ 600 ms; every clean image read, ≥ 90 % of the degraded.',
  );
}

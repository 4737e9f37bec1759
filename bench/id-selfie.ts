/**
 * The ID document's selfie match (issue 13 item 3), measured rather than asserted, in one run:
 *
 * - finding and describing the portrait on a document photo (`face.portrait`, a 1440 px licence
 *   PNG) and describing a selfie frame (`face.describe`, 640×480 JPEG) on one worker, p50/p95,
 *   beside a baseline of decoding the same document photo with sharp on this thread;
 * - a whole document + selfie round through the widget actions (read, portrait, selfie of 4
 *   frames, match, decision), p50, as a ratio of the document read alone (match off) measured on
 *   the same service.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { FACE_TASKS_MODULE } from '../src/service/methods/facial-age-estimation/definition';
import { setTestLivenessOff } from '../src/service/methods/facial-age-estimation/face-settings';
import { setSelfieMatch } from '../src/service/methods/id-document/selfie-settings';
import { createWorkerPool } from '../src/service/methods/kit/worker-pool';
import {
  licenceWithPortrait,
  selfieFrames,
} from '../test/service/methods/id-document/selfie-fixture';
import { startTestService, type TestService } from '../test/support/test-service';
import { perform } from '../test/service/widget/support';
import { table } from './support';

const RUNS = 12;
const ROUNDS = 6;

const pct = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (n: number): string => `${n.toFixed(0)} ms`;

async function timed(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

async function round(t: TestService, doc: Buffer, frames: Buffer[], selfie: boolean) {
  await setSelfieMatch(t.service.ctx, t.product.id, 'test', selfie);
  const v = await perform(t, { options: { flow: 'id-scan' } });
  const base = `${t.url}/api/widget/methods/id-document`;
  const auth = { authorization: `Bearer ${v.token}` };
  const started = performance.now();
  const read = await fetch(`${base}/submit`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'image/png' },
    body: new Uint8Array(doc),
  });
  const answer = (await read.json()) as { decision?: string; selfie?: { nonce: string } };
  if (selfie) {
    const form = new FormData();
    form.set('nonce', answer.selfie!.nonce);
    for (const f of frames)
      form.append('frame', new Blob([new Uint8Array(f)], { type: 'image/jpeg' }));
    const res = await fetch(`${base}/selfie`, { method: 'POST', headers: auth, body: form });
    const matched = (await res.json()) as { decision?: string };
    if (matched.decision !== 'pass') throw new Error(`selfie: ${JSON.stringify(matched)}`);
  } else if (answer.decision !== 'pass') {
    throw new Error(`document: ${JSON.stringify(answer)}`);
  }
  return performance.now() - started;
}

export async function benchIdSelfie(): Promise<void> {
  const [doc, frames] = await Promise.all([
    licenceWithPortrait(Date.now(), 34, 'holder'),
    selfieFrames('holder'),
  ]);
  const decode = await timed(RUNS, () => sharp(doc).raw().toBuffer());
  const pool = createWorkerPool({ modules: [FACE_TASKS_MODULE], size: 1 });
  const ready = await pool.ready;
  if (ready.failed.length > 0) throw new Error(`face worker failed: ${ready.failed[0]!.message}`);
  let portrait: number[];
  let describe: number[];
  try {
    portrait = await timed(RUNS, () => {
      const image = new Uint8Array(doc);
      return pool.run('face.portrait', { image }, [image.buffer]);
    });
    describe = await timed(RUNS, () => {
      const image = new Uint8Array(frames[0]!);
      return pool.run('face.describe', { image }, [image.buffer]);
    });
  } finally {
    await pool.close();
  }

  const t = await startTestService('sqlite', {
    env: { OFAGE_METHOD_WORKERS: '1', OFAGE_RATE_LIMIT_PER_SECOND: '1000000' },
  });
  const alone: number[] = [];
  const matched: number[] = [];
  try {
    await t.service.ctx.workers!.ready;
    // Still test images cannot turn their heads: liveness off (test mode) to reach the match.
    await setTestLivenessOff(t.service.ctx, t.product.id, true);
    for (let i = 0; i < ROUNDS; i++) {
      alone.push(await round(t, doc, frames, false));
      matched.push(await round(t, doc, frames, true));
    }
  } finally {
    await t.close();
  }
  const decodeP50 = pct(decode, 50);
  console.log('\n## ID document selfie match\n');
  console.log(
    table([
      ['step', 'p50', 'p95', 'p50 ÷ baseline'],
      [
        'baseline: decode the document photo (sharp, this thread)',
        ms(decodeP50),
        ms(pct(decode, 95)),
        '1.0×',
      ],
      [
        'face.portrait (find + describe the portrait)',
        ms(pct(portrait, 50)),
        ms(pct(portrait, 95)),
        `${(pct(portrait, 50) / decodeP50).toFixed(1)}×`,
      ],
      [
        'face.describe (one selfie frame)',
        ms(pct(describe, 50)),
        ms(pct(describe, 95)),
        `${(pct(describe, 50) / decodeP50).toFixed(1)}×`,
      ],
    ]),
  );
  console.log('');
  const aloneP50 = pct(alone, 50);
  console.log(
    table([
      ['round through the widget actions', 'p50', 'p50 ÷ document alone'],
      ['baseline: document read alone (match off)', ms(aloneP50), '1.0×'],
      [
        'document + portrait + selfie (4 frames) + match',
        ms(pct(matched, 50)),
        `${(pct(matched, 50) / aloneP50).toFixed(1)}×`,
      ],
    ]),
  );
}

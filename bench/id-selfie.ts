/**
 * The ID document's selfie match, measured rather than asserted, in one run:
 *
 * - finding and describing the portrait on a document photo (`face.portrait`, a 1440 px licence
 *   PNG) and describing a selfie frame (`face.describe`, 640×480 JPEG) on one worker, p50/p95,
 *   beside a baseline of decoding the same document photo with sharp on this thread;
 * - a whole document + selfie round through the widget actions (read, portrait, selfie of 4
 *   frames, match, decision), p50, as a ratio of the document read alone (match off) measured on
 *   the same service;
 * - the threshold on printed ID photos (`printed-portraits.ts`): Human's packaged faces printed
 *   at ID size and photographed, against live frames of the same and of the other faces — the
 *   similarity distribution and the false match / false non-match counts at the bar;
 * - a licence front's read (`id-document.front`, OCR + hashing) p50/p95 against decoding the
 *   same photo, and the whole back + front + selfie round p50.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { FACE_TASKS_MODULE } from '../src/service/methods/facial-age-estimation/definition';
import { setTestLivenessOff } from '../src/service/methods/facial-age-estimation/face-settings';
import { setSelfieMatch } from '../src/service/methods/id-document/selfie-settings';
import {
  faceSimilarity,
  SELFIE_MATCH_MIN_SIMILARITY,
} from '../src/service/methods/id-document/selfie-match';
import { licenceFrontPhoto } from '../src/service/methods/id-document/specimen-front';
import { licencePhoto, yearsAgo } from '../src/service/methods/id-document/specimen-licence';
import { createWorkerPool } from '../src/service/methods/kit/worker-pool';
import {
  licenceWithPortrait,
  selfieFrames,
} from '../test/service/methods/id-document/selfie-fixture';
import { startTestService, type TestService } from '../test/support/test-service';
import { perform } from '../test/service/widget/support';
import { table } from './support';
import { livePhotoFrame, printedPortraitPhoto, packagedFaces } from './printed-portraits';

const ID_TASKS_MODULE = new URL('../src/service/methods/id-document/id-tasks.ts', import.meta.url)
  .href;

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

/** Similarities of the printed-portrait experiment, and what the bar makes of them. */
async function printedPortraits(): Promise<{
  faces: number;
  skipped: number;
  same: number[];
  different: number[];
  liveDifferent: number[];
}> {
  const pool = createWorkerPool({ modules: [FACE_TASKS_MODULE], size: 1 });
  const ready = await pool.ready;
  if (ready.failed.length > 0) throw new Error(`face worker failed: ${ready.failed[0]!.message}`);
  const portraits: number[][] = [];
  const lives: number[][] = [];
  let skipped = 0;
  try {
    for (const face of await packagedFaces()) {
      const card = new Uint8Array(await printedPortraitPhoto(face));
      const frame = new Uint8Array(await livePhotoFrame(face));
      const portrait = await pool.run<number[] | null>('face.portrait', { image: card }, [
        card.buffer,
      ]);
      const live = await pool.run<number[] | null>('face.describe', { image: frame }, [
        frame.buffer,
      ]);
      if (!portrait || !live) {
        skipped++;
        continue;
      }
      portraits.push(portrait);
      lives.push(live);
    }
  } finally {
    await pool.close();
  }
  const same: number[] = [];
  const different: number[] = [];
  portraits.forEach((p, i) =>
    lives.forEach((l, j) => (i === j ? same : different).push(faceSimilarity(p, l))),
  );
  // Control: live frames of different faces against each other, no printing involved.
  const liveDifferent: number[] = [];
  lives.forEach((a, i) =>
    lives.forEach((b, j) => j > i && liveDifferent.push(faceSimilarity(a, b))),
  );
  return { faces: portraits.length, skipped, same, different, liveDifferent };
}

/** A back + front + selfie round through the actions (match on), in ms. */
async function twoSidedRound(
  t: TestService,
  back: Buffer,
  front: Buffer,
  frames: Buffer[],
): Promise<number> {
  const v = await perform(t, { options: { flow: 'id-scan' } });
  const base = `${t.url}/api/widget/methods/id-document`;
  const auth = { authorization: `Bearer ${v.token}` };
  const started = performance.now();
  const post = async (action: string, body: BodyInit, type?: string) =>
    (await (
      await fetch(`${base}/${action}`, {
        method: 'POST',
        headers: { ...auth, ...(type ? { 'content-type': type } : {}) },
        body,
      })
    ).json()) as { decision?: string; front?: { nonce: string }; selfie?: { nonce: string } };
  const read = await post('submit', new Uint8Array(back), 'image/png');
  const bound = await post(`front?nonce=${read.front!.nonce}`, new Uint8Array(front), 'image/png');
  if (!bound.selfie) throw new Error(`front: ${JSON.stringify(bound)}`);
  const form = new FormData();
  form.set('nonce', bound.selfie.nonce);
  for (const f of frames)
    form.append('frame', new Blob([new Uint8Array(f)], { type: 'image/jpeg' }));
  const done = await post('selfie', form);
  if (done.decision !== 'pass') throw new Error(`selfie: ${JSON.stringify(done)}`);
  return performance.now() - started;
}

export async function benchIdFront(): Promise<void> {
  const now = Date.now();
  const holder = { dateOfBirth: yearsAgo(now, 30, 100), expiry: yearsAgo(now, -4) };
  const [back, front, frames] = await Promise.all([
    licencePhoto(now, 30),
    licenceFrontPhoto({ ...holder, face: 'holder' }, { jpegQuality: 85 }),
    selfieFrames('holder'),
  ]);
  const decode = await timed(RUNS, () => sharp(front).raw().toBuffer());
  const pool = createWorkerPool({ modules: [ID_TASKS_MODULE], size: 1 });
  const ready = await pool.ready;
  if (ready.failed.length > 0) throw new Error(`id worker failed: ${ready.failed[0]!.message}`);
  let read: number[];
  try {
    read = await timed(RUNS, () => {
      const image = new Uint8Array(front);
      return pool.run('id-document.front', { image, bindKey: new Uint8Array(32) }, [image.buffer]);
    });
  } finally {
    await pool.close();
  }
  const t = await startTestService('sqlite', {
    env: { OFAGE_METHOD_WORKERS: '1', OFAGE_RATE_LIMIT_PER_SECOND: '1000000' },
  });
  const rounds: number[] = [];
  try {
    await t.service.ctx.workers!.ready;
    await setTestLivenessOff(t.service.ctx, t.product.id, true);
    await setSelfieMatch(t.service.ctx, t.product.id, 'test', true);
    for (let i = 0; i < ROUNDS; i++) rounds.push(await twoSidedRound(t, back, front, frames));
  } finally {
    await t.close();
  }
  const printed = await printedPortraits();

  const decodeP50 = pct(decode, 50);
  console.log('\n## ID document front (licence / ID card, two-sided flow)\n');
  console.log(
    table([
      ['step', 'p50', 'p95', 'p50 ÷ baseline'],
      [
        'baseline: decode the front photo (sharp, this thread)',
        ms(decodeP50),
        ms(pct(decode, 95)),
        '1.0×',
      ],
      [
        'id-document.front (OCR of the front + hashing)',
        ms(pct(read, 50)),
        ms(pct(read, 95)),
        `${(pct(read, 50) / decodeP50).toFixed(1)}×`,
      ],
      [
        'round: back + front (with portrait) + selfie (4 frames)',
        ms(pct(rounds, 50)),
        ms(pct(rounds, 95)),
        `${(pct(rounds, 50) / decodeP50).toFixed(1)}×`,
      ],
    ]),
  );
  const bar = SELFIE_MATCH_MIN_SIMILARITY;
  const { same, different } = printed;
  const spread = (values: number[]) =>
    values.length === 0
      ? '–'
      : `${Math.min(...values).toFixed(2)} / ${pct(values, 5).toFixed(2)} / ${pct(values, 50).toFixed(2)} / ${pct(values, 95).toFixed(2)} / ${Math.max(...values).toFixed(2)}`;
  console.log(
    `\nPrinted ID photos: ${printed.faces} faces of @vladmandic/human's screenshot-facematch.jpg ` +
      `gallery (${printed.skipped} skipped: no face found on the card or the frame), each ` +
      'printed 25 × 32 mm at 300 dpi on a card, photographed (downscaled, blurred, JPEG q70), ' +
      'against a live frame of the same and of every other face.\n',
  );
  const { liveDifferent } = printed;
  const bars = [bar, 0.6, 0.7, 0.8];
  console.log(
    table([
      [
        'pairs',
        'count',
        'min / p5 / p50 / p95 / max',
        ...bars.map((b) => `below / at or above ${b}`),
      ],
      [
        'same face (printed vs live)',
        String(same.length),
        spread(same),
        ...bars.map((b) => `${same.filter((s) => s < b).length} FNM`),
      ],
      [
        'different faces (printed vs live)',
        String(different.length),
        spread(different),
        ...bars.map((b) => `${different.filter((s) => s >= b).length} FM`),
      ],
      [
        'control: different faces (live vs live)',
        String(liveDifferent.length),
        spread(liveDifferent),
        ...bars.map((b) => `${liveDifferent.filter((s) => s >= b).length} FM`),
      ],
    ]),
  );
}

/**
 * The camera screens, audited in Chromium with its fake camera (a still face, an empty wall, or
 * none at all): facial age estimation and the ID document's selfie in their main states — the
 * framing prompt, a hint, the head-turn prompt, camera refused, no camera (with the hand-off's QR
 * code and its link as text) — each with WCAG 2.0/2.1/2.2 A and AA rules, 0 violations. And the
 * prompt line, a live region, does not flood a screen reader while the camera runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSelfieMatch } from '../../src/service/methods/id-document/selfie-settings';
import { faceFrame } from '../service/methods/facial-age-estimation/face-fixture';
import { licenceWithPortrait } from '../service/methods/id-document/selfie-fixture';
import { expectAccessible } from './support/axe';
import { launchWithFakeCamera, stillVideo } from './support/fake-camera';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';
import { profilesClosedAfterEachTest } from './support/browser-profiles';

let env: WidgetEnvironment;
/** A camera that sees a face (a still photo: liveness asks for a head turn it never sees). */
let camera: Browser;
/** A camera that sees a lit, empty green wall: no face. */
let emptyCamera: Browser;
let dir: string;
const { contexts } = profilesClosedAfterEachTest();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-a11y-camera-'));
  const video = path.join(dir, 'face.y4m');
  const face = await faceFrame({ width: 640, height: 480, faceEdge: 300 });
  fs.writeFileSync(video, await stillVideo(face, { width: 640, height: 480, frames: 4 }));
  const wall = path.join(dir, 'wall.y4m');
  const green = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 0, g: 128, b: 0 } },
  })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(wall, await stillVideo(green, { width: 640, height: 480, frames: 4 }));
  env = await startWidgetEnvironment({ env: { OFAGE_METHOD_WORKERS: '1' } });
  const ready = await env.running.service.ctx.workers!.ready;
  expect(ready.failed).toEqual([]);
  // The permission prompt is the page's to answer: a context grants the camera, or does not.
  camera = await launchWithFakeCamera(video, { allowCamera: false });
  emptyCamera = await launchWithFakeCamera(wall, { allowCamera: false });
}, 300_000);

afterAll(async () => {
  await camera?.close().catch(() => undefined);
  await emptyCamera?.close().catch(() => undefined);
  await env?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A page on `browser`, the camera granted unless `grant` is false. axe's script is added past the
 * service's CSP, as a browser extension's would be.
 */
async function newPage(browser: Browser, { grant = true, width = 1280 } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  contexts.push(context);
  if (grant) await context.grantPermissions(['camera'], { origin: env.serviceUrl });
  return context.newPage();
}

/** The face method opened at once (its flow), and its camera asked for. */
async function openFaceCamera(page: Page): Promise<void> {
  const v = await env.perform({ options: { flow: 'facial-age-estimation' } });
  await page.goto(v.url);
  await page.getByRole('button', { name: 'Use my camera (real estimate)' }).click();
}

/** Until the preview shows the camera's frames. */
const previewPlaying = (page: Page) =>
  page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);

describe('facial age estimation: the camera screens', { timeout: 120_000 }, () => {
  it('framing (the oval and its prompt), then the head-turn prompt', async () => {
    const page = await newPage(camera);
    await openFaceCamera(page);
    await page.getByText('Place your face inside the oval, then press Start.').waitFor();
    await previewPlaying(page);
    await expectAccessible(page, 'face, framing');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText(/Slowly turn your head to your (left|right)\./).waitFor({
      timeout: 40_000,
    });
    await expectAccessible(page, 'face, head-turn prompt');
  });

  it('a hint while no face is in view', async () => {
    const page = await newPage(emptyCamera);
    await openFaceCamera(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await page
      .getByText('We could not see a face: place your face inside the oval.')
      .waitFor({ timeout: 40_000 });
    await expectAccessible(page, 'face, no-face hint');
  });

  it('camera access refused', async () => {
    const page = await newPage(camera, { grant: false });
    await openFaceCamera(page);
    await page.getByText(/Camera access was refused/).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expectAccessible(page, 'face, camera refused');
  });

  it('no camera: the other ways on, the hand-off’s QR code and its link as text', async () => {
    const page = await newPage(env.browser);
    await openFaceCamera(page);
    await page.getByText('No camera was found on this device.').waitFor();
    await page.getByRole('img', { name: 'QR code to continue on your phone' }).waitFor();
    const link = page.locator('[data-handoff-link]');
    expect(await link.textContent()).toMatch(
      new RegExp(`^${env.serviceUrl}/v/[\\w-]+\\?pid=[\\w-]+&s=qr&k=[\\w-]{43}$`),
    );
    expect(await link.getAttribute('href')).toBe(await link.textContent());
    await expectAccessible(page, 'face, no camera, hand-off QR code and link');
  });
});

describe('the ID document’s selfie: the camera screens', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await setSelfieMatch(env.running.service.ctx, env.product.id, 'test', true);
  });
  afterAll(async () => {
    await setSelfieMatch(env.running.service.ctx, env.product.id, 'test', false);
  });

  /** A licence with a portrait uploaded: the selfie is asked for next. */
  async function selfieAsked(page: Page): Promise<void> {
    const v = await env.perform({ options: { flow: 'id-scan' } });
    await page.goto(v.url);
    await page.getByText(/Photograph the side with the machine-readable data/).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: await licenceWithPortrait(Date.now(), 34, 'holder'),
    });
    await page.getByText(/Document read. Now a live selfie/).waitFor({ timeout: 30_000 });
  }

  it('the selfie asked for, then its camera framing', async () => {
    const page = await newPage(camera);
    await selfieAsked(page);
    await expectAccessible(page, 'ID document, selfie asked');
    await page.getByRole('button', { name: 'Use my camera' }).click();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await previewPlaying(page);
    await expectAccessible(page, 'ID document, selfie framing');
  });

  it('the selfie’s camera refused', async () => {
    const page = await newPage(camera, { grant: false });
    await selfieAsked(page);
    await page.getByRole('button', { name: 'Use my camera' }).click();
    await page.getByText(/Camera access was refused/).waitFor();
    await expectAccessible(page, 'ID document, selfie camera refused');
  });
});

/**
 * A sentence read at a slow pace needs about 2.5 s: the prompt line may change no faster (less
 * 100 ms for the page's timers), whatever the widget's own constants say.
 */
const READABLE_MS = 2500;

describe('announcements while the camera runs', { timeout: 120_000 }, () => {
  it(`the prompt line changes at most once per ${READABLE_MS} ms: no flood`, async () => {
    const page = await newPage(camera);
    await openFaceCamera(page);
    await previewPlaying(page);
    // Every text the live region came to hold, with when (the page's clock).
    await page.evaluate(() => {
      const line = document.querySelector('.fae-prompt[role=status]')!;
      const heard: { text: string; at: number }[] = [];
      (window as unknown as { heard: typeof heard }).heard = heard;
      new MutationObserver(() => {
        const text = line.textContent ?? '';
        if (heard[heard.length - 1]?.text !== text) heard.push({ text, at: performance.now() });
      }).observe(line, { childList: true, characterData: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Start' }).click();
    // Until the capture's prompts have run for a few seconds (the result comes after them).
    await page.waitForFunction(
      () => {
        const heard = (window as unknown as { heard: { text: string; at: number }[] }).heard;
        const first = heard.find((h) => /turn your head/.test(h.text));
        return first !== undefined && performance.now() - first.at > 6000;
      },
      undefined,
      { polling: 200, timeout: 60_000 },
    );
    const heard = await page.evaluate(
      () => (window as unknown as { heard: { text: string; at: number }[] }).heard,
    );
    const texts = heard.map((h) => h.text);
    // Several texts, the capture's prompts among them (each change recorded once).
    expect(texts.length).toBeGreaterThan(1);
    const prompts = heard.filter((h) => /turn your head|Look straight|hold still/.test(h.text));
    expect(prompts.length, texts.join(' | ')).toBeGreaterThanOrEqual(2);
    const log = heard.map((h) => `${Math.round(h.at)} ms: ${h.text}`).join(' | ');
    const gaps = heard.slice(1).map((h, i) => ({ text: heard[i]!.text, up: h.at - heard[i]!.at }));
    // The camera's run: from Start to the last prompt's end (then the frames are sent).
    const from = heard.indexOf(prompts[0]!);
    const to = heard.indexOf(prompts[prompts.length - 1]!) + 1;
    // No flash: nothing is replaced before a screen reader could say its first word (the
    // assertive line would cut itself off). Progress ("Looking for your face…") may give way to
    // the first prompt sooner than a prompt would: the prompt must show while its frames are taken.
    expect(
      gaps.slice(0, to).filter((g) => g.up < 300),
      log,
    ).toEqual([]);
    // From the first prompt on, each stays up long enough to be read before the next.
    expect(
      gaps.slice(from, to).filter((g) => g.up < READABLE_MS - 100),
      log,
    ).toEqual([]);
  });
});

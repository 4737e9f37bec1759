import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestLivenessOff } from '../../src/service/methods/facial-age-estimation/face-settings';
import { faceFrame } from '../service/methods/facial-age-estimation/face-fixture';
import { waitFor } from '../support/wait';
import { launchWithFakeCamera, stillVideo } from './support/fake-camera';
import { IFRAME_ALLOW } from './support/merchant-site';
import { laidOutAt, SCREENS } from './support/screens';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

let env: WidgetEnvironment;
let camera: Browser;
/** A camera that sees a lit, empty green wall (like Chromium's own fake camera): no face. */
let emptyCamera: Browser;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-face-e2e-'));
  const video = path.join(dir, 'face.y4m');
  const face = await faceFrame({ width: 640, height: 480, faceEdge: 300 });
  fs.writeFileSync(video, await stillVideo(face, { width: 640, height: 480, frames: 4 }));
  env = await startWidgetEnvironment({ env: { OFAGE_METHOD_WORKERS: '1' } });
  const ready = await env.running.service.ctx.workers!.ready;
  expect(ready.failed).toEqual([]);
  camera = await launchWithFakeCamera(video, { allowCamera: false });
  const wall = path.join(dir, 'wall.y4m');
  const green = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 0, g: 128, b: 0 } },
  })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(wall, await stillVideo(green, { width: 640, height: 480, frames: 4 }));
  emptyCamera = await launchWithFakeCamera(wall, { allowCamera: false });
}, 300_000);
afterAll(async () => {
  await camera?.close().catch(() => undefined);
  await emptyCamera?.close().catch(() => undefined);
  await env?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A page of the smallest size the widget must fit (320 × 600), allowed to use the camera. */
async function phone(
  browser: Browser,
  grant = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 320, height: 600 } });
  if (grant) {
    // A framed widget uses the embedding page's grant (the iframe's `allow` delegates it).
    for (const origin of [env.serviceUrl, env.merchant.origin]) {
      await context.grantPermissions(['camera'], { origin });
    }
  }
  return { context, page: await context.newPage() };
}

const status = async (id: string) =>
  (await (await env.api(`/api/v1/age-verification/get-status?id=${id}`)).json()) as Record<
    string,
    unknown
  >;

describe('facial age estimation in Chromium with a fake camera', () => {
  it('reaches a decision end to end in the merchant iframe, liveness off (test mode)', async () => {
    const { ctx } = env.running.service;
    await setTestLivenessOff(ctx, env.product.id, true);
    const { context, page } = await phone(camera);
    try {
      const v = await env.perform({ options: { flow: 'facial-age-estimation' } });
      await page.goto(env.merchant.embedUrl(v.url, { allow: IFRAME_ALLOW }));
      const frame = page.frameLocator('#widget');
      const use = frame.getByRole('button', { name: 'Use my camera (real estimate)' });
      await use.waitFor();
      // The simulator stays beside the real camera flow in test mode.
      await frame.getByRole('button', { name: 'Submit simulated result' }).waitFor();
      await page.screenshot({ path: `${SCREENS}/face-1-intro-test-mode.png` });
      await use.click();
      await frame.getByRole('button', { name: 'Start' }).waitFor();
      await frame.getByText('Place your face inside the oval').waitFor();
      // The preview shows the camera's frames before it is shot.
      await waitFor(
        () =>
          frame
            .locator('video')
            .first()
            .evaluate((v: HTMLVideoElement) => v.videoWidth > 0),
        { message: 'the camera preview' },
      );
      await page.screenshot({ path: `${SCREENS}/face-2-framing.png` });
      await frame.getByRole('button', { name: 'Start' }).click();
      await frame.getByText('Look at the camera and hold still.').waitFor();
      await frame.getByText(/liveness check is switched off/).waitFor();
      await page.screenshot({ path: `${SCREENS}/face-3-capturing-liveness-off.png` });
      await frame.getByRole('heading', { name: 'Your age is confirmed' }).waitFor({
        timeout: 30_000,
      });
      await page.screenshot({ path: `${SCREENS}/face-4-result-pass.png` });
      const result = await status(v.id);
      expect(result).toMatchObject({ status: 'PASS', method: 'facial-age-estimation' });
      expect((result.age as { low: number }).low).toBeGreaterThanOrEqual(23);
    } finally {
      await setTestLivenessOff(ctx, env.product.id, false);
      await context.close();
    }
  }, 90_000);

  it('does not pass a still image with liveness on: the head turn is asked and not seen', async () => {
    const { context, page } = await phone(camera);
    try {
      const v = await env.perform({ options: { flow: 'facial-age-estimation' } });
      await page.goto(v.url);
      await page.getByRole('button', { name: 'Use my camera (real estimate)' }).click();
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByText(/Slowly turn your head to your (left|right)\./).waitFor();
      await page.screenshot({ path: `${SCREENS}/face-5-challenge-prompt.png` });
      await page.getByText(/do not look like a live camera/).waitFor({ timeout: 30_000 });
      await page.getByText(/could not be determined with Face age estimate/).waitFor();
      await page.screenshot({ path: `${SCREENS}/face-6-liveness-failed.png` });
      const result = await status(v.id);
      expect(result.status).toBe('IN_PROGRESS');
      expect(result).not.toHaveProperty('age');
    } finally {
      await context.close();
    }
  }, 90_000);

  it('a camera that sees no face: no head-turn prompt, "no face" (not "too dark") kept up while nothing changes', async () => {
    const { context, page } = await phone(emptyCamera);
    try {
      const v = await env.perform({ options: { flow: 'facial-age-estimation' } });
      await page.goto(v.url);
      // Every text the prompt line shows, with when it appeared (page clock).
      await page.getByRole('button', { name: 'Use my camera (real estimate)' }).click();
      await page.getByRole('button', { name: 'Start' }).waitFor();
      await page.evaluate(() => {
        const line = document.querySelector('.fae-prompt')!;
        const seen: { text: string; at: number }[] = [
          { text: line.textContent ?? '', at: performance.now() },
        ];
        (window as unknown as { promptLog: typeof seen }).promptLog = seen;
        new MutationObserver(() => {
          const text = line.textContent ?? '';
          if (seen[seen.length - 1]!.text !== text) seen.push({ text, at: performance.now() });
        }).observe(line, { childList: true, characterData: true, subtree: true });
      });
      await page.getByRole('button', { name: 'Start' }).click();
      const noFace = 'We could not see a face: place your face inside the oval.';
      await page.getByText(noFace).waitFor({ timeout: 40_000 });
      await page.screenshot({ path: `${SCREENS}/face-9-no-face-hint.png` });
      // Wait (by polling the page's clock) until it has been up 3 s, then read what was shown.
      await page.waitForFunction(
        (text) => {
          const log = (window as unknown as { promptLog: { text: string; at: number }[] })
            .promptLog;
          const shown = [...log].reverse().find((e) => e.text === text);
          return shown !== undefined && performance.now() - shown.at > 3000;
        },
        noFace,
        { polling: 200, timeout: 10_000 },
      );
      const log = await page.evaluate(
        () => (window as unknown as { promptLog: { text: string; at: number }[] }).promptLog,
      );
      const texts = log.map((e) => e.text);
      expect(texts).not.toContain('It is too dark: face a window or turn on a light.');
      expect(texts[texts.length - 1]).toBe(noFace);
      // Nothing to turn: no capture prompt was ever shown while no face was in view.
      expect(texts.filter((t) => /turn your head|Look straight|hold still\./.test(t))).toEqual([]);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        await laidOutAt(page, width);
        await page.screenshot({ path: `${SCREENS}/face-10-no-face-no-prompt-${width}.png` });
      }
      // The camera can be stopped while the widget is still looking for a face.
      await page.getByRole('button', { name: 'Stop the camera' }).click();
      await page.getByRole('button', { name: 'Use my camera (real estimate)' }).waitFor();
      expect(await status(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
    } finally {
      await context.close();
    }
  }, 90_000);

  it('shows the fallback screen without a camera: other methods and the phone hand-off', async () => {
    const { context, page } = await phone(env.browser);
    try {
      const v = await env.perform({ options: { flow: 'facial-age-estimation' } });
      await page.goto(v.url);
      await page.getByRole('button', { name: 'Use my camera (real estimate)' }).click();
      await page.getByText('No camera was found on this device.').waitFor();
      await page.getByRole('img', { name: 'QR code to continue on your phone' }).waitFor();
      await page.screenshot({ path: `${SCREENS}/face-7-no-camera.png`, fullPage: true });
      await page.getByRole('button', { name: 'Choose another way' }).click();
      await page.getByRole('button', { name: /ID document/ }).waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);

  it('says so when camera access is refused', async () => {
    const { context, page } = await phone(camera, false);
    try {
      const v = await env.perform({ options: { flow: 'facial-age-estimation' } });
      await page.goto(v.url);
      await page.getByRole('button', { name: 'Use my camera (real estimate)' }).click();
      await page.getByText(/Camera access was refused/).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await page.screenshot({ path: `${SCREENS}/face-8-denied.png`, fullPage: true });
    } finally {
      await context.close();
    }
  }, 60_000);
});

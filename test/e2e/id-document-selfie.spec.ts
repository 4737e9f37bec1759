import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestLivenessOff } from '../../src/service/methods/facial-age-estimation/face-settings';
import { setSelfieMatch } from '../../src/service/methods/id-document/selfie-settings';
import { faceFrame } from '../service/methods/facial-age-estimation/face-fixture';
import { licenceFrontPhoto } from '../../src/service/methods/id-document/specimen-front';
import { licencePhoto, yearsAgo } from '../../src/service/methods/id-document/specimen-licence';
import { licenceWithPortrait } from '../service/methods/id-document/selfie-fixture';
import { launchWithFakeCamera, stillVideo } from './support/fake-camera';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

// Screens of the two-sided flow, to be looked at (as the face spec does).
const SCREENS = process.env.OFAGE_SCREENS_DIR ?? path.join(os.tmpdir(), 'ofage-screens');

let env: WidgetEnvironment;
let camera: Browser;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-selfie-e2e-'));
  fs.mkdirSync(SCREENS, { recursive: true });
  const video = path.join(dir, 'face.y4m');
  const face = await faceFrame({ width: 640, height: 480, faceEdge: 300 });
  fs.writeFileSync(video, await stillVideo(face, { width: 640, height: 480, frames: 4 }));
  env = await startWidgetEnvironment({ env: { OFAGE_METHOD_WORKERS: '1' } });
  const ready = await env.running.service.ctx.workers!.ready;
  expect(ready.failed).toEqual([]);
  camera = await launchWithFakeCamera(video);
}, 300_000);
afterAll(async () => {
  await camera?.close().catch(() => undefined);
  await env?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('id-document selfie match in Chromium', () => {
  it('uploads a licence with a portrait, then the selfie capture on the (fake) camera: PASS', async () => {
    const { ctx } = env.running.service;
    // Test mode: the match switched on; the fake camera is a still photo, so liveness off.
    await setSelfieMatch(ctx, env.product.id, 'test', true);
    await setTestLivenessOff(ctx, env.product.id, true);
    const context = await camera.newContext();
    const page = await context.newPage();
    try {
      const v = await env.perform({ options: { flow: 'id-scan' } });
      await page.goto(v.url);
      await page.getByText(/Photograph the side with the machine-readable data/).waitFor();
      await page.locator('input[type=file]').setInputFiles({
        name: 'licence.png',
        mimeType: 'image/png',
        buffer: await licenceWithPortrait(Date.now(), 34, 'holder'),
      });
      await page.getByText(/Document read. Now a live selfie/).waitFor({ timeout: 20_000 });
      expect(
        (
          (await (await env.api(`/api/v1/age-verification/get-status?id=${v.id}`)).json()) as {
            status: string;
          }
        ).status,
      ).not.toBe('PASS');
      await page.getByRole('button', { name: 'Use my camera' }).click();
      await page.getByRole('button', { name: 'Start' }).click({ timeout: 10_000 });
      await page
        .getByRole('heading', { name: 'Your age is confirmed' })
        .waitFor({ timeout: 30_000 });
      const result = (await (
        await env.api(`/api/v1/age-verification/get-status?id=${v.id}`)
      ).json()) as Record<string, unknown>;
      expect(result).toMatchObject({
        status: 'PASS',
        method: 'id-document',
        age: { low: 34, high: 34 },
      });
    } finally {
      await setSelfieMatch(ctx, env.product.id, 'test', false);
      await setTestLivenessOff(ctx, env.product.id, false);
      await context.close();
    }
  }, 90_000);

  it('uploads a licence back, then its front, then the selfie on the (fake) camera: PASS', async () => {
    const { ctx } = env.running.service;
    await setSelfieMatch(ctx, env.product.id, 'test', true);
    await setTestLivenessOff(ctx, env.product.id, true);
    const context = await camera.newContext();
    const page = await context.newPage();
    const now = Date.now();
    try {
      const v = await env.perform({ options: { flow: 'id-scan' } });
      await page.goto(v.url);
      await page.getByText(/Photograph the side with the machine-readable data/).waitFor();
      await page.locator('input[type=file]').setInputFiles({
        name: 'licence-back.png',
        mimeType: 'image/png',
        buffer: await licencePhoto(now, 30),
      });
      const intro = page.getByTestId('id-document-intro');
      await intro.getByText(/Now the front, with your photo/).waitFor({ timeout: 20_000 });
      // Focus moves to the new instruction, so a screen reader announces the second side.
      expect(await intro.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.screenshot({ path: `${SCREENS}/id-1-front-asked.png`, fullPage: true });
      await page.locator('input[type=file]').setInputFiles({
        name: 'licence-front.jpg',
        mimeType: 'image/jpeg',
        buffer: await licenceFrontPhoto(
          { dateOfBirth: yearsAgo(now, 30, 100), expiry: yearsAgo(now, -4), face: 'holder' },
          { jpegQuality: 85 },
        ),
      });
      await page.getByText(/Document read. Now a live selfie/).waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `${SCREENS}/id-2-selfie-asked.png`, fullPage: true });
      await page.getByRole('button', { name: 'Use my camera' }).click();
      await page.getByRole('button', { name: 'Start' }).click({ timeout: 10_000 });
      await page
        .getByRole('heading', { name: 'Your age is confirmed' })
        .waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `${SCREENS}/id-3-pass.png`, fullPage: true });
      const result = (await (
        await env.api(`/api/v1/age-verification/get-status?id=${v.id}`)
      ).json()) as Record<string, unknown>;
      expect(result).toMatchObject({ status: 'PASS', age: { low: 30, high: 30 } });
    } finally {
      await setSelfieMatch(ctx, env.product.id, 'test', false);
      await setTestLivenessOff(ctx, env.product.id, false);
      await context.close();
    }
  }, 120_000);
});

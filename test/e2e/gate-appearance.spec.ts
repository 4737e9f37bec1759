import { build } from 'esbuild';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Browser, Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatePage, VARIANTS, type Variant } from './gate-appearance/gate-page';
import { launchChromium } from './support/widget-environment';

/**
 * The default `<AgeGate>` as a shopper sees it: server-rendered by React 19, hydrated in
 * Chromium (React's development build, which reports every hydration mismatch), in the light and
 * dark colour schemes. Screenshots go to `test-results/gate-appearance/` for a person to look
 * at; the checks here are what a screenshot cannot promise by itself — readable contrast, a
 * visible focus ring, the theme variables and `unstyled` doing what they say, one stylesheet.
 */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/gate-appearance');

let server: http.Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'gate-appearance/hydrate.tsx')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    write: false,
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.contents;
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === '/hydrate.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    const variant = url.searchParams.get('variant') as Variant;
    if (!(variant in VARIANTS)) {
      response.writeHead(404).end();
      return;
    }
    const out = new PassThrough();
    const stream = renderToPipeableStream(createElement(GatePage, { variant }), {
      bootstrapScriptContent: `window.__variant=${JSON.stringify(variant)}`,
      bootstrapScripts: ['/hydrate.js'],
      onShellReady() {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        out.pipe(response);
        stream.pipe(out);
      },
      onShellError() {
        response.writeHead(500).end();
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  fs.mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Opens a variant in a colour scheme; returns the page and what its console said. */
async function open(variant: Variant, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({
    viewport: { width: 760, height: 640 },
    colorScheme,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const said: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') said.push(m.text());
  });
  page.on('pageerror', (e) => said.push(e.message));
  await page.goto(`${origin}/?variant=${variant}`);
  await page.getByRole('button', { name: 'Verify my age' }).waitFor();
  return { page, said, close: () => context.close() };
}

type Rgb = [number, number, number];
const rgb = (css: string): Rgb => {
  const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(css);
  if (!m) throw new Error(`not an rgb colour: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};
/** WCAG 2.2 relative luminance and contrast ratio. */
const luminance = ([r, g, b]: Rgb) => {
  const c = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const styleOf = (page: Page, selector: string, properties: string[]) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, props) => {
      const style = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    }, properties);

describe('the default <AgeGate> card', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: readable, named, hydrated without a warning (screenshot in test-results)`, async () => {
      const { page, said, close } = await open('default', scheme);
      try {
        await expect(
          page.getByRole('heading', { name: 'Verify your age' }).isVisible(),
        ).resolves.toBe(true);
        await expect(page.getByText('Corner Store', { exact: true }).isVisible()).resolves.toBe(
          true,
        );
        await expect(page.getByText('Corner Store gets only the result').isVisible()).resolves.toBe(
          true,
        );

        const card = await styleOf(page, '.ofage-card', ['background-color', 'color']);
        const muted = await styleOf(page, '.ofage-list', ['color']);
        const button = await styleOf(page, '.ofage-button', ['background-color', 'color']);
        const background = rgb(card['background-color']!);
        if (scheme === 'light') expect(background).toEqual([255, 255, 255]);
        else expect(luminance(background)).toBeLessThan(0.05);
        expect(contrast(rgb(card.color!), background)).toBeGreaterThanOrEqual(7);
        expect(contrast(rgb(muted.color!), background)).toBeGreaterThanOrEqual(4.5);
        expect(
          contrast(rgb(button.color!), rgb(button['background-color']!)),
        ).toBeGreaterThanOrEqual(4.5);

        // Keyboard: the button takes focus with a visible ring in the primary colour.
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.textContent);
        expect(focused).toBe('Verify my age');
        const ring = await styleOf(page, '.ofage-button:focus-visible', [
          'outline-style',
          'outline-width',
        ]);
        expect(ring).toEqual({ 'outline-style': 'solid', 'outline-width': '3px' });
        await page.screenshot({ path: path.join(SHOTS, `default-${scheme}-focused.png`) });

        // React hoisted one stylesheet into <head>, and hydration found nothing to complain about.
        await expect(page.locator('head style[data-href="ofage-age-gate"]').count()).resolves.toBe(
          1,
        );
        await page.keyboard.press('Shift+Tab');
        await page.screenshot({ path: path.join(SHOTS, `default-${scheme}.png`), fullPage: true });
        expect(said).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('theme variables restyle it (colour, radius, font) and theme: dark fixes the scheme', async () => {
    const themed = await open('themed', 'light');
    try {
      expect(await styleOf(themed.page, '.ofage-button', ['background-color'])).toEqual({
        'background-color': 'rgb(15, 118, 110)',
      });
      const card = await styleOf(themed.page, '.ofage-card', ['border-radius', 'font-family']);
      expect(card['border-radius']).toBe('4px');
      expect(card['font-family']).toMatch(/^Georgia/);
      await themed.page.screenshot({ path: path.join(SHOTS, 'themed-light.png'), fullPage: true });
      expect(themed.said).toEqual([]);
    } finally {
      await themed.close();
    }
    const dark = await open('dark', 'light');
    try {
      const { 'background-color': bg } = await styleOf(dark.page, '.ofage-card', [
        'background-color',
      ]);
      expect(luminance(rgb(bg!))).toBeLessThan(0.05);
    } finally {
      await dark.close();
    }
  });

  it('a CSS reset in the app (Tailwind’s preflight) takes nothing from the card', async () => {
    const { page, said, close } = await open('reset', 'light');
    try {
      expect(await styleOf(page, '.ofage-title', ['font-weight', 'font-size'])).toEqual({
        'font-weight': '700',
        'font-size': '22.4px',
      });
      expect(await styleOf(page, '.ofage-list', ['list-style-type'])).toEqual({
        'list-style-type': 'disc',
      });
      const button = await styleOf(page, '.ofage-button', ['background-color', 'border-radius']);
      expect(button['background-color']).toBe('rgb(67, 56, 202)');
      expect(button['border-radius']).not.toBe('0px');
      await page.screenshot({ path: path.join(SHOTS, 'reset-light.png'), fullPage: true });
      expect(said).toEqual([]);
    } finally {
      await close();
    }
  });

  it('unstyled: no stylesheet, the same markup and class names for the merchant’s own CSS', async () => {
    const { page, said, close } = await open('unstyled', 'light');
    try {
      await expect(page.locator('style[data-href="ofage-age-gate"]').count()).resolves.toBe(0);
      await expect(page.locator('.ofage-gate .ofage-card .ofage-button').count()).resolves.toBe(1);
      const card = await styleOf(page, '.ofage-card', ['box-shadow', 'background-color']);
      expect(card).toEqual({ 'box-shadow': 'none', 'background-color': 'rgba(0, 0, 0, 0)' });
      expect(said).toEqual([]);
    } finally {
      await close();
    }
  });
});

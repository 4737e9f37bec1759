/**
 * What axe cannot see, in Chromium: screen-reader names and announcements (the accessibility
 * tree through CDP, live regions through a MutationObserver), reduced motion, reflow at 320 CSS
 * px and at 200 % zoom, and touch-target size (WCAG 2.2: 2.5.3, 4.1.3, 2.3.3, 1.4.10, 1.4.4,
 * 2.5.8). The gate card's theme contrast check runs here too, on the real stylesheet.
 *
 * Keyboard only (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): a test-mode verification through the example
 * storefront's gates and the widget in their iframe with Tab, Shift+Tab, Enter, Space and Escape
 * alone. At every stop focus is drawn (inside the iframe too), each step's heading takes the
 * focus, the modal gate keeps focus inside its dialog and gives it back when it closes, and the
 * iframe lets focus out both ways. Screenshots of the focus on three steps go to
 * `test-results/a11y` for a person to look at.
 *
 * Both in one file, so they share one environment (service, storefront, Chromium): each file
 * starts its own, and the keyboard cases took 17 s as a file of their own, 9 s here.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_GATE_CSS } from '../../src/react/age-gate-style';
import {
  startStorefrontEnvironment,
  type StorefrontEnvironment,
} from './storefront/storefront-environment';
import { A11Y_SCREENS, focused, pressUntil, type Focused } from './support/keyboard-focus';
import { textThatDoesNotFit } from './support/text-fits';
import { profilesClosedAfterEachTest } from './support/browser-profiles';

let store: StorefrontEnvironment;
const { contexts } = profilesClosedAfterEachTest();

beforeAll(async () => {
  store = await startStorefrontEnvironment();
}, 600_000);

afterAll(async () => {
  await store?.close();
});

async function newPage(
  options: { width?: number; scale?: number; reducedMotion?: 'reduce' } = {},
): Promise<Page> {
  const context = await store.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    deviceScaleFactor: options.scale ?? 1,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  contexts.push(context);
  return context.newPage();
}

const perform = (fields: Record<string, unknown> = {}) => store.perform(fields);

const METHODS = [
  'ID document',
  'Credit card',
  'Bank app',
  'Digital wallet',
  'Age key',
  'Face age estimate',
];

/** Roles a person operates: each needs a name, and a name that contains its visible text. */
const CONTROLS = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'textbox',
  'combobox',
  'menuitem',
  'tab',
  'switch',
  'DisclosureTriangle',
]);

/**
 * Every control in Chromium's accessibility tree whose name is empty or misses its visible text
 * (WCAG 4.1.2, 2.5.3 "label in name"), as `role "name" ≠ "text"`. A control's visible text is its
 * `innerText`; inputs, whose text is their label, need a name.
 */
async function namesMissingText(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const bad: string[] = [];
    let controls = 0;
    for (const node of nodes) {
      const role = String(node.role?.value ?? '');
      if (node.ignored || !CONTROLS.has(role) || node.backendDOMNodeId === undefined) continue;
      controls++;
      const name = String(node.name?.value ?? '');
      const { object } = await cdp.send('DOM.resolveNode', {
        backendNodeId: node.backendDOMNodeId,
      });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId!,
        functionDeclaration:
          'function () { if (this instanceof HTMLInputElement || this instanceof HTMLSelectElement) return ""; const c = this.cloneNode(true); c.querySelectorAll("[aria-hidden=true]").forEach((n) => n.remove()); return c.textContent ?? ""; }',
        returnByValue: true,
      });
      // Spaces apart: text content runs block-level lines together.
      const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();
      const text = norm(String(result.value ?? ''));
      if (!norm(name) || !norm(name).includes(text)) bad.push(`${role} "${name}" ≠ "${text}"`);
    }
    if (controls === 0) bad.push('no control in the accessibility tree');
    return bad;
  } finally {
    await cdp.detach();
  }
}

/** The accessibility tree's focused node: its role and name (what a screen reader says). */
async function focusedNode(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const node = nodes.find(
      (n) =>
        n.role?.value !== 'RootWebArea' &&
        n.properties?.some((p) => p.name === 'focused' && p.value.value),
    );
    return node ? `${String(node.role?.value)} "${String(node.name?.value)}"` : 'none';
  } finally {
    await cdp.detach();
  }
}

/** From the page's start on: each text a live region (status, alert, aria-live) came to hold. */
async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const live = '[role=status],[role=alert],[aria-live]:not([aria-live=off])';
    const hear = (node: Node | null) => {
      const el = node instanceof Element ? node : node?.parentElement;
      const region = el?.closest(live);
      const text = region?.textContent?.replace(/\s+/g, ' ').trim();
      if (text && heard[heard.length - 1] !== text) heard.push(text);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        hear(r.target);
        r.addedNodes.forEach((n) => {
          hear(n);
          if (n instanceof Element) n.querySelectorAll(live).forEach((el) => hear(el));
        });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

describe('screen readers', { timeout: 120_000 }, () => {
  it('every control’s name contains its visible text: the picker, each method’s first screen, the result', async () => {
    const page = await newPage();
    const v = await perform();
    await page.goto(v.url);
    await page.getByRole('button', { name: /ID document/ }).waitFor();
    await page.getByText('Continue on your phone').click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    expect(await namesMissingText(page), 'picker').toEqual([]);
    for (const method of METHODS) {
      await page.goto(v.url);
      await page.getByRole('button', { name: new RegExp(method) }).click();
      await page.getByRole('button', { name: 'Submit simulated result' }).waitFor();
      expect(await namesMissingText(page), method).toEqual([]);
    }
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    expect(await namesMissingText(page), 'result').toEqual([]);
  });

  it('the storefront’s gate and its dialog: names contain the visible text', async () => {
    const page = await newPage();
    await page.goto(`${store.storeUrl}/age-gate?returnTo=%2Fspirits`);
    await page.getByRole('button', { name: 'Verify my age' }).waitFor();
    expect(await namesMissingText(page), 'gate page').toEqual([]);
    await page.goto(`${store.storeUrl}/tasting-notes`);
    await page.getByRole('button', { name: 'Verify my age to read' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await namesMissingText(page), 'modal gate').toEqual([]);
  });

  it('each step is announced as its heading takes the focus; errors and the result through live regions', async () => {
    const page = await newPage();
    const heard = await recordAnnouncements(page);
    const v = await perform();
    await page.goto(v.url);
    await page.getByRole('button', { name: /ID document/ }).click();
    await expect.poll(() => focusedNode(page)).toBe('heading "ID document"');
    // Picked with the pointer: the heading takes the focus without a ring (keyboard users get one).
    expect(await page.locator('h1').evaluate((h) => h.matches(':focus-visible'))).toBe(false);
    // A wrong age in the simulator: an alert.
    await page.getByLabel('Custom age').check();
    await page.getByLabel('Age in years').fill('abc');
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await expect.poll(heard).toContainEqual(expect.stringMatching(/whole number|age/i));
    await page.getByLabel('Age in years').fill('30');
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await expect.poll(() => focusedNode(page)).toBe('heading "Your age is confirmed"');
    await expect.poll(heard).toContainEqual(expect.stringContaining('meet its age requirement'));

    // A card the processor cannot check: its sentence is announced.
    await page.goto((await perform()).url);
    await page.getByRole('button', { name: /Credit card/ }).click();
    await page.getByRole('button', { name: 'Check a credit card' }).click();
    await page.getByLabel('Card number', { exact: true }).fill('4000 0000 0000 0119');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Check card' }).click();
    const note = page.locator('[data-card-note]');
    await note.waitFor();
    await expect.poll(heard).toContain(await note.innerText());
  });

  it('a document photo: its reading is announced (upload progress), then what was wrong', async () => {
    const page = await newPage();
    const heard = await recordAnnouncements(page);
    // The flow opens the method at once, without the picker.
    await page.goto((await perform({ options: { flow: 'id-scan' } })).url);
    await page.locator('input[type=file]').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    const alert = page.locator('p.notice[role=alert]');
    await alert.waitFor();
    const said = await heard();
    const reading = said.findIndex((t) => /Reading/i.test(t));
    expect(reading, said.join('\n')).toBeGreaterThanOrEqual(0);
    expect(said.slice(reading + 1)).toContain(await alert.innerText());
  });

  it('images have text alternatives; each QR code says what it is for, and its link is there too', async () => {
    const page = await newPage();
    await page.goto((await perform()).url);
    await page.getByText('Continue on your phone').click();
    const qr = page.getByRole('img', { name: 'QR code that opens this age check on your phone' });
    await qr.waitFor();
    // The code's link as text beside it, to read, copy or tap: what the code holds.
    const link = page.locator('[data-handoff-link]');
    expect(await link.innerText()).toMatch(/\/v\/.+&k=/);
    expect(await link.getAttribute('href')).toBe(await link.innerText());
    expect(await page.locator('img:not([alt])').count()).toBe(0);
    await page.goto((await perform()).url);
    await page.getByRole('button', { name: /Digital wallet/ }).click();
    await page.getByRole('button', { name: 'Use a wallet on your phone' }).click();
    // The wallet's code is named for what it is, and the request it holds is a link a person
    // (or their screen reader) can follow.
    await page.getByRole('img', { name: 'QR code for your wallet app' }).waitFor();
    expect(await page.locator('img:not([alt]), img[alt=""]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Open wallet app' }).getAttribute('href')).toMatch(
      /^openid4vp:/,
    );
  });
});

describe('motion', { timeout: 120_000 }, () => {
  /** Holds the storefront's session request, so the card stays on its "starting" spinner. */
  async function startingCard(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/age-gate/session**', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${store.storeUrl}/age-gate?returnTo=%2Fspirits`);
    await page.getByRole('button', { name: 'Verify my age' }).click();
    await page.locator('.ofage-status').waitFor();
    return release;
  }
  const running = (page: Page) =>
    page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);

  it('the card’s spinner turns, unless the visitor asks for reduced motion', async () => {
    const moving = await newPage();
    const release = await startingCard(moving);
    expect(await running(moving)).toBeGreaterThan(0);
    release();
    const still = await newPage({ reducedMotion: 'reduce' });
    const releaseStill = await startingCard(still);
    expect(await running(still)).toBe(0);
    releaseStill();
  });

  it('with reduced motion, nothing in the widget moves: the picker, each method, the result', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    const v = await perform();
    await page.goto(v.url);
    await page.getByRole('button', { name: /ID document/ }).waitFor();
    expect(await running(page)).toBe(0);
    for (const method of METHODS) {
      await page.goto(v.url);
      await page.getByRole('button', { name: new RegExp(method) }).click();
      await page.getByRole('button', { name: 'Submit simulated result' }).waitFor();
      expect(await running(page), method).toBe(0);
    }
  });
});

/**
 * Reflow and zoom: 320 CSS px wide (WCAG 1.4.10), and 200 % zoom of a 1280 px window, which is
 * what browser zoom does: a 640 CSS px viewport drawn at device scale factor 2 (1.4.4).
 */
const SIZES = [
  { name: '320 CSS px', width: 320, scale: 1 },
  { name: '200 % zoom of 1280 px', width: 640, scale: 2 },
];

/** Nothing scrolls sideways and no text is cut or past the page's edge. */
async function expectReflows(page: Page, screen: string): Promise<void> {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${screen}: scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await textThatDoesNotFit(page), screen).toEqual([]);
}

/**
 * Targets under 24 × 24 CSS px (WCAG 2.2 2.5.8) and too close to another. A control inside its label is measured with the
 * label, which is part of its target; a link inside a sentence is the criterion's inline exception.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const all = [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type=hidden]), select, summary, [role=button]',
      ),
    ];
    const boxes = all.map((el) => (el.closest('label') ?? el).getBoundingClientRect());
    // The criterion's spacing exception: a 24 px circle on the target's centre touches no
    // other target.
    const spaced = (box: DOMRect) => {
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      return boxes.every((o) => {
        if (o.x === box.x && o.y === box.y) return true;
        const dx = Math.max(o.left - x, 0, x - o.right);
        const dy = Math.max(o.top - y, 0, y - o.bottom);
        return Math.hypot(dx, dy) >= 12;
      });
    };
    for (const el of all) {
      const target = el.closest('label') ?? el;
      const box = target.getBoundingClientRect();
      if (getComputedStyle(target).visibility === 'hidden' || box.width === 0) continue;
      const inline =
        el.tagName === 'A' &&
        [...(el.parentElement?.childNodes ?? [])].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
        );
      if (!inline && (box.width < 24 || box.height < 24) && !spaced(box)) {
        bad.push(
          `${el.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 40)}": ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return bad;
  });
}

describe('reflow, zoom and target size', { timeout: 180_000 }, () => {
  for (const size of SIZES) {
    it(`${size.name}: the picker, each method’s first screen and the result`, async () => {
      const page = await newPage({ width: size.width, scale: size.scale });
      const v = await perform();
      await page.goto(v.url);
      await page.getByRole('button', { name: /ID document/ }).waitFor();
      await expectReflows(page, 'picker');
      expect(await smallTargets(page), 'picker').toEqual([]);
      // The hand-off's QR code and its long link as text: wrapped, never scrolled sideways.
      await page.getByText('Continue on your phone').click();
      await page.locator('[data-handoff-link]').waitFor();
      await expectReflows(page, 'picker, QR code and its link');
      expect(await smallTargets(page), 'picker, QR code and its link').toEqual([]);
      for (const method of METHODS) {
        await page.goto(v.url);
        await page.getByRole('button', { name: new RegExp(method) }).click();
        await page.getByRole('button', { name: 'Submit simulated result' }).waitFor();
        await expectReflows(page, method);
        expect(await smallTargets(page), method).toEqual([]);
      }
      await page.getByRole('button', { name: 'Submit simulated result' }).click();
      await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
      await expectReflows(page, 'result');
      expect(await smallTargets(page), 'result').toEqual([]);
    });
  }

  it('the storefront’s gate card at 320 CSS px: reflows, its targets 24 px or more', async () => {
    const page = await newPage({ width: 320 });
    await page.goto(`${store.storeUrl}/age-gate?returnTo=%2Fspirits`);
    await page.getByRole('button', { name: 'Verify my age' }).waitFor();
    const card = page.locator('.ofage-card');
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    const button = (await page.getByRole('button', { name: 'Verify my age' }).boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(24);
    expect(button.width).toBeGreaterThanOrEqual(24);
  });
});

describe('the gate card’s theme contrast warning (development)', { timeout: 60_000 }, () => {
  it('names the colours of a theme that fails, in light and dark; says nothing of the defaults', async () => {
    const bundle = await build({
      entryPoints: [new URL('../../src/react/warn-theme-contrast.ts', import.meta.url).pathname],
      bundle: true,
      format: 'iife',
      globalName: 'contrast',
      write: false,
      logLevel: 'silent',
    });
    const page = await newPage();
    await page.setContent(
      `<style>${AGE_GATE_CSS}</style><div class="ofage-gate" id="default"></div>` +
        `<div class="ofage-gate" id="bad" style="--ofage-color-muted:#aaa;--ofage-color-primary:#fde047;--ofage-color-text:#333"></div>`,
    );
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.evaluate(() => {
      const { warnThemeContrast } = (
        window as unknown as {
          contrast: { warnThemeContrast(root: Element, s: string[]): void };
        }
      ).contrast;
      warnThemeContrast(document.getElementById('default')!, ['light', 'dark']);
      warnThemeContrast(document.getElementById('bad')!, ['light', 'dark']);
    });
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain(
      '--ofage-color-muted rgb(170, 170, 170) on --ofage-color-background rgb(255, 255, 255) is 2.32:1, needs 4.5:1 (light)',
    );
    expect(warnings[0]).toContain(
      '--ofage-color-primary rgb(253, 224, 71) on --ofage-color-background',
    );
    expect(warnings[0]).toContain(
      '--ofage-color-text rgb(51, 51, 51) on --ofage-color-background rgb(22, 27, 38) is 1.36:1, needs 4.5:1 (dark)',
    );
  });
});

describe('keyboard only', { timeout: 180_000 }, () => {
  /** A fresh profile at 1280 px, as the storefront environment opens one. */
  async function newKeyboardPage(): Promise<Page> {
    const context = await store.newContext(1280);
    contexts.push(context);
    return context.newPage();
  }

  const inWidget = (f: Focused) => f.where.startsWith(store.serviceUrl);
  const is = (tag: string, text: string | RegExp) => (f: Focused) =>
    f.tag === tag && (typeof text === 'string' ? f.label.includes(`"${text}`) : text.test(f.label));

  /**
   * The widget's step has drawn `name`: a method's screen can render its heading before the rest of
   * it, and on a loaded machine Tab would cycle through a half-drawn step many times.
   */
  async function widgetShows(page: Page, name: string | RegExp): Promise<void> {
    await page
      .locator('iframe[title="Age verification"]')
      .contentFrame()
      .getByRole('button', { name })
      .first()
      .waitFor();
  }

  /** The step's heading has the focus, drawn, in the widget's frame. */
  async function expectHeadingFocused(page: Page, heading: string): Promise<void> {
    await expect
      .poll(async () => {
        const f = await focused(page);
        return inWidget(f) && f.tag === 'H1' && f.label.includes(heading) && f.indicated;
      })
      .toBe(true);
  }

  it('the modal gate: trapped in its dialog, Escape gives the focus back, then a verification with keys alone', async () => {
    const page = await newKeyboardPage();
    await page.goto(`${store.storeUrl}/tasting-notes`);
    await page.getByRole('button', { name: 'Verify my age to read' }).waitFor();

    await pressUntil(page, 'Tab', is('BUTTON', 'Verify my age to read'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Focus starts inside the dialog, on its first control.
    await expect.poll(async () => (await focused(page)).label).toContain('Close');
    await widgetShows(page, /ID document/);

    // Shift+Tab from the first control wraps to the last; Tab from the last back to the first.
    const last = await pressUntil(page, 'Shift+Tab', (f) => f.where === 'page', 1);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(last.label).not.toContain('Close');
    await pressUntil(page, 'Tab', is('BUTTON', 'Close'), 1);
    // Escape closes it; focus returns to the gate (its button to start again).
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const f = await focused(page);
        return f.tag === 'BUTTON' && f.indicated && !f.label.includes('Close');
      })
      .toBe(true);

    // Space on the gate's button opens the dialog again; into the iframe, pick, pass, Done.
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).label).toContain('Close');
    await widgetShows(page, /ID document/);
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', /ID document/)(f));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'ID document');
    await widgetShows(page, 'Submit simulated result');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', 'Submit simulated result')(f));
    await page.keyboard.press('Space');
    await expectHeadingFocused(page, 'Your age is confirmed');
    await widgetShows(page, 'Done');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', 'Done')(f));
    await page.keyboard.press('Enter');
    // Verified: the dialog is gone and the page renders the notes.
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Verify my age to read' })
      .waitFor({ state: 'detached' });
  });

  it('the gate page: focus drawn on every stop and on each step’s heading; the iframe is no trap', async () => {
    const page = await newKeyboardPage();
    await page.goto(`${store.storeUrl}/age-gate?returnTo=%2Fspirits`);
    await page.getByRole('button', { name: 'Verify my age' }).waitFor();
    await pressUntil(page, 'Tab', is('BUTTON', 'Verify my age'));
    await page.keyboard.press('Enter');
    const frame = page.locator('iframe[title="Age verification"]').contentFrame();
    await frame.getByRole('button', { name: /ID document/ }).waitFor();

    // Into the iframe and on to the first method: the picker, screenshot 1.
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', /ID document/)(f));
    await page.screenshot({ path: path.join(A11Y_SCREENS, 'keyboard-1-picker.png') });
    // Out of the iframe backwards (Shift+Tab reaches the storefront again) and in again.
    await pressUntil(page, 'Shift+Tab', (f) => f.where === 'page');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', /ID document/)(f));
    // … and forwards past its last control, out to the storefront.
    await pressUntil(page, 'Tab', (f) => f.where === 'page', 40);
    await pressUntil(page, 'Shift+Tab', (f) => inWidget(f) && is('BUTTON', /Bank app/)(f), 40);

    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Bank app');
    await widgetShows(page, 'Submit simulated result');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && f.tag === 'INPUT');
    // Arrow keys move within the radio group; the focus on an option, screenshot 2.
    await page.screenshot({ path: path.join(A11Y_SCREENS, 'keyboard-2-method.png') });
    await widgetShows(page, 'Submit simulated result');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', 'Submit simulated result')(f));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Your age is confirmed');
    await widgetShows(page, 'Done');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', 'Done')(f));
    // The result with Done focused, screenshot 3.
    await page.screenshot({ path: path.join(A11Y_SCREENS, 'keyboard-3-result.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${store.storeUrl}/spirits`);
  });

  it('a document scan: the invisible file input shows its focus on its label', async () => {
    const { url } = await store.perform({ options: { flow: 'id-scan' } });
    const page = await newKeyboardPage();
    await page.goto(url);
    // The flow opens the method at once, without the picker.
    await page.locator('input[type=file]').waitFor({ state: 'attached' });
    const upload = await pressUntil(page, 'Tab', (f) => f.label.startsWith('file'));
    expect(upload.indicated).toBe(true);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';

/**
 * Where the keyboard and screen-reader specs save the screenshots a person looks at:
 * `test-results/a11y` in the repository (ignored by git), never compared by the tests.
 */
export const A11Y_SCREENS = path.resolve(import.meta.dirname, '../../../test-results/a11y');
fs.mkdirSync(A11Y_SCREENS, { recursive: true });

/** What has the keyboard focus, in the page or in the frame it is in. */
export interface Focused {
  /** `page`, or the URL of the frame holding the focus. */
  where: string;
  tag: string;
  /** Its role or type and its text, to name it in a failure. */
  label: string;
  /** A focus indicator is drawn: an outline of some width, or a box shadow. */
  indicated: boolean;
}

/** The focused element of `frame`'s document, `null` when focus is in a child frame. */
function readFocus(
  frame: Page | Frame,
): Promise<(Omit<Focused, 'where'> & { inFrame: boolean }) | null> {
  return frame.evaluate(() => {
    if (!document.hasFocus()) return null;
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    // An invisible control (a file input under its label) shows its focus on its label.
    const box = el.getBoundingClientRect();
    const hidden = getComputedStyle(el).opacity === '0' || box.width < 2 || box.height < 2;
    const s = getComputedStyle((hidden && el.closest('label')) || el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    return {
      inFrame: el.tagName === 'IFRAME',
      tag: el.tagName,
      label: `${el.getAttribute('role') ?? el.getAttribute('type') ?? ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
      indicated: outline || s.boxShadow !== 'none',
    };
  });
}

/**
 * The element that has the keyboard focus, looked for in the page and then in the frame it is
 * in (the widget's iframe, another origin): `document.activeElement` all the way down.
 */
export async function focused(page: Page): Promise<Focused> {
  const top = await readFocus(page);
  if (!top?.inFrame) {
    return {
      where: 'page',
      tag: top?.tag ?? 'none',
      label: top?.label ?? '',
      indicated: !!top?.indicated,
    };
  }
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const inner = await readFocus(frame).catch(() => null);
    if (inner && !inner.inFrame) {
      return { where: frame.url(), tag: inner.tag, label: inner.label, indicated: inner.indicated };
    }
  }
  return { where: 'page', tag: 'IFRAME', label: '(frame with nothing focused)', indicated: false };
}

/**
 * Presses `key` until the focused element answers `wanted`, asserting at every stop that focus is
 * somewhere and drawn (WCAG 2.4.7, 2.4.11); throws after `max` presses naming every stop.
 */
export async function pressUntil(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  wanted: (f: Focused) => boolean,
  max = 30,
): Promise<Focused> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    let f = await focused(page);
    // Focus crossing into or out of the widget's frame (another process) lands a moment later.
    for (let look = 0; (f.tag === 'none' || f.tag === 'IFRAME') && look < 20; look++) {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      f = await focused(page);
    }
    stops.push(`${f.where === 'page' ? '' : '[frame] '}${f.tag} ${f.label}`);
    // BODY or none: focus went past the page's last control to the browser's own.
    if (!f.indicated && !['BODY', 'IFRAME', 'none'].includes(f.tag)) {
      throw new Error(`no visible focus indicator on ${f.tag} ${f.label} (${f.where})`);
    }
    if (wanted(f)) return f;
  }
  throw new Error(`${key} ×${max} never reached the element; stops:\n${stops.join('\n')}`);
}

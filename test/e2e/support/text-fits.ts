import type { Page } from 'playwright-core';

/**
 * Elements whose own text does not fit: wider than their box (`scrollWidth` past `clientWidth`)
 * or reaching past either side of the page. Each as `tag "text…": why`.
 */
export function textThatDoesNotFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      const style = getComputedStyle(el);
      if (!text || style.display === 'none' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest('[aria-hidden="true"]')) continue;
      const name = `${el.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        bad.push(`${name}: ${el.scrollWidth}px of text in ${el.clientWidth}px`);
      if (box.left < -1 || box.right > width + 1)
        bad.push(`${name}: from ${Math.round(box.left)} to ${Math.round(box.right)} of ${width}px`);
    }
    return bad;
  });
}

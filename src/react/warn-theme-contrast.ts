/** A colour of the gate's theme, as its CSS variable names it (`--ofage-color-<name>`). */
export type ThemeColour = 'text' | 'muted' | 'danger' | 'background' | 'primary' | 'primary-text';

/**
 * The pairs the card draws one on the other, and the contrast each needs: text 4.5:1 (WCAG 2.2
 * 1.4.3, the card's text is under 18.66 px bold), the primary colour as focus ring and list
 * markers against the card 3:1 (1.4.11).
 */
const PAIRS: readonly [ThemeColour, ThemeColour, number][] = [
  ['text', 'background', 4.5],
  ['muted', 'background', 4.5],
  ['danger', 'background', 4.5],
  ['primary-text', 'primary', 4.5],
  ['primary', 'background', 3],
];

/** `rgb(r, g, b)` as a computed style gives it; null for anything translucent or unparsed. */
function parseRgb(css: string): [number, number, number] | null {
  const m =
    /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)(?:,\s*([\d.]+))?\)$/.exec(
      css.trim(),
    );
  if (!m || (m[4] !== undefined && Number(m[4]) < 1)) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** WCAG 2.2's relative luminance (definition "relative luminance", sRGB). */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.2's contrast ratio of two computed colours, or null when either cannot be judged. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseRgb(a);
  const y = parseRgb(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * What in a theme's computed colours falls short of WCAG 2.2 AA, one sentence per pair naming
 * both colours, the ratio and what it needs. Empty when all is well.
 */
export function themeContrastProblems(colours: Record<ThemeColour, string>): string[] {
  const problems: string[] = [];
  for (const [fore, back, needed] of PAIRS) {
    const ratio = contrastRatio(colours[fore], colours[back]);
    if (ratio !== null && ratio < needed) {
      problems.push(
        `--ofage-color-${fore} ${colours[fore]} on --ofage-color-${back} ${colours[back]} is ${ratio.toFixed(2)}:1, needs ${needed}:1`,
      );
    }
  }
  return problems;
}

/**
 * Development only: reads the theme `root` (a `.ofage-gate`) resolves to — `appearance.variables`,
 * the merchant's own CSS and the defaults, in light and in dark where the theme follows the
 * visitor — and warns in the console about each pair that misses WCAG 2.2 AA contrast. It warns
 * rather than correcting: the colours are the merchant's brand, and which way to move one is
 * their choice; a silent correction would also hide the problem from the person who can fix it.
 */
export function warnThemeContrast(root: HTMLElement, schemes: readonly ('light' | 'dark')[]): void {
  const probe = document.createElement('span');
  probe.hidden = true;
  root.append(probe);
  const seen = new Set<string>();
  try {
    for (const scheme of schemes) {
      probe.style.colorScheme = scheme;
      const colours = {} as Record<ThemeColour, string>;
      for (const [fore, back] of PAIRS) {
        for (const name of [fore, back]) {
          probe.style.color = `var(--ofage-color-${name})`;
          colours[name] = getComputedStyle(probe).color;
        }
      }
      for (const problem of themeContrastProblems(colours)) seen.add(`${problem} (${scheme})`);
    }
  } finally {
    probe.remove();
  }
  if (seen.size > 0) {
    console.warn(
      `ofage: <AgeGate>'s colours fail WCAG 2.2 AA contrast, which people with low vision need to read the gate:\n- ${[...seen].join('\n- ')}\nChange appearance.variables (or your CSS on .ofage-gate) so that each pair reaches its ratio.`,
    );
  }
}

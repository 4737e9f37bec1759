import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  themeContrastProblems,
  type ThemeColour,
} from '../../src/react/warn-theme-contrast';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};
const theme = (hex: Record<ThemeColour, string>) =>
  Object.fromEntries(Object.entries(hex).map(([k, v]) => [k, rgb(v)])) as Record<
    ThemeColour,
    string
  >;

/** The defaults of AGE_GATE_CSS, light and dark. */
const LIGHT = theme({
  text: '#111827',
  muted: '#4b5563',
  danger: '#b91c1c',
  background: '#ffffff',
  primary: '#4338ca',
  'primary-text': '#ffffff',
});
const DARK = theme({
  text: '#f3f4f6',
  muted: '#a3acb9',
  danger: '#fca5a5',
  background: '#161b26',
  primary: '#a5b4fc',
  'primary-text': '#111827',
});

describe('the gate theme’s contrast check', () => {
  it('computes WCAG 2.2 ratios: black on white 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(118, 118, 118)', 'rgb(255, 255, 255)')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgb(9, 9, 9)', 'rgb(9, 9, 9)')).toBe(1);
  });

  it('cannot judge translucent or unparsed colours, and says nothing of them', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', 'rgb(255, 255, 255)')).toBeNull();
    expect(contrastRatio('color(display-p3 1 0 0)', 'rgb(255, 255, 255)')).toBeNull();
    expect(themeContrastProblems({ ...LIGHT, muted: 'rgba(0, 0, 0, 0)' })).toEqual([]);
  });

  it('passes the default theme in light and in dark', () => {
    expect(themeContrastProblems(LIGHT)).toEqual([]);
    expect(themeContrastProblems(DARK)).toEqual([]);
  });

  it('names both colours, the ratio and the need of each failing pair', () => {
    const problems = themeContrastProblems({
      ...LIGHT,
      muted: rgb('#aaaaaa'),
      primary: rgb('#fde047'),
      'primary-text': rgb('#ffffff'),
    });
    expect(problems).toEqual([
      '--ofage-color-muted rgb(170, 170, 170) on --ofage-color-background rgb(255, 255, 255) is 2.32:1, needs 4.5:1',
      '--ofage-color-primary-text rgb(255, 255, 255) on --ofage-color-primary rgb(253, 224, 71) is 1.32:1, needs 4.5:1',
      '--ofage-color-primary rgb(253, 224, 71) on --ofage-color-background rgb(255, 255, 255) is 1.32:1, needs 3:1',
    ]);
  });
});

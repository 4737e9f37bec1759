import type { CSSProperties } from 'react';

/**
 * How `<AgeGate>` looks. Every colour, the radius and the font are CSS variables
 * (`--ofage-color-primary`, …) on the gate's root: set them here, or in your own CSS on `.ofage-gate`
 * (the defaults sit in `:where()`, so any rule of yours wins). `unstyled` drops the stylesheet
 * and leaves plain elements with `ofage-*` class names and `data-ofage-state` for your own CSS
 * (the modal's overlay, `.ofage-modal`, included).
 */
export interface AgeGateAppearance {
  /** No stylesheet: the markup and class names only. */
  unstyled?: boolean;
  /** `auto` (default) follows `prefers-color-scheme`; `light` or `dark` fixes it. */
  theme?: 'auto' | 'light' | 'dark';
  variables?: {
    /** The button and accents. */
    colorPrimary?: string;
    /** Text on the primary colour. */
    colorPrimaryText?: string;
    colorBackground?: string;
    colorText?: string;
    /** Secondary text. */
    colorMuted?: string;
    colorBorder?: string;
    /** Error messages. */
    colorDanger?: string;
    /** Corner radius of the card (the button's follows), e.g. `12px` or `0`. */
    borderRadius?: string;
    fontFamily?: string;
  };
}

/**
 * The inline custom properties for `appearance.variables`: each name, in kebab case, after
 * `--ofage-` (`colorPrimary` → `--ofage-color-primary`).
 */
export function appearanceStyle(appearance: AgeGateAppearance | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(appearance?.variables ?? {})) {
    if (value) style[`--ofage-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return style as CSSProperties;
}

/**
 * The gate's stylesheet: scoped `ofage-*` class names, defaults at zero specificity, light and
 * dark through `light-dark()` (from `prefers-color-scheme`, or the `theme` fixed on the root),
 * visible focus, reduced motion respected. Every property a CSS reset (Tailwind's preflight, say)
 * takes away from headings, lists and buttons is set again, so the card looks the same in any app. Text on its background reaches 4.5:1 in both themes
 * (WCAG 2.2 AA).
 */
export const AGE_GATE_CSS =
  `:where(.ofage-gate){--ofage-color-primary:light-dark(#4338ca,#a5b4fc);--ofage-color-primary-text:light-dark(#fff,#111827);--ofage-color-background:light-dark(#fff,#161b26);--ofage-color-text:light-dark(#111827,#f3f4f6);--ofage-color-muted:light-dark(#4b5563,#a3acb9);--ofage-color-border:light-dark(#e5e7eb,#2e3646);--ofage-color-danger:light-dark(#b91c1c,#fca5a5);--ofage-border-radius:16px;--ofage-font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color-scheme:light dark}` +
  `.ofage-gate[data-ofage-theme=light]{color-scheme:light}.ofage-gate[data-ofage-theme=dark]{color-scheme:dark}` +
  `.ofage-card{box-sizing:border-box;max-width:28rem;margin:2rem auto;padding:1.75rem;background:var(--ofage-color-background);color:var(--ofage-color-text);border:1px solid var(--ofage-color-border);border-radius:var(--ofage-border-radius);font:15px/1.55 var(--ofage-font-family);box-shadow:0 12px 32px #0000001a}` +
  `.ofage-card[data-wide]{max-width:36rem;padding:.75rem}` +
  `.ofage-card p{margin:0 0 .75rem}` +
  `.ofage-eyebrow{font-size:.8rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:var(--ofage-color-muted)}` +
  `.ofage-title{margin:0 0 .5rem;font-size:1.4rem;font-weight:700;line-height:1.25}` +
  `.ofage-list{margin:1rem 0 1.5rem;padding-inline-start:1.25rem;list-style:disc;font-size:.9rem;color:var(--ofage-color-muted)}` +
  `.ofage-list li{margin:.4rem 0}.ofage-list li::marker{color:var(--ofage-color-primary)}` +
  `.ofage-actions{display:grid;gap:.5rem;margin-top:1rem}` +
  `.ofage-button{width:100%;min-height:2.75rem;padding:.6rem 1.25rem;border:1px solid #0000;border-radius:calc(var(--ofage-border-radius)*.6);background:var(--ofage-color-primary);color:var(--ofage-color-primary-text);font:600 1rem var(--ofage-font-family);cursor:pointer}` +
  `.ofage-button:hover{filter:brightness(1.1)}` +
  `.ofage-button[data-secondary]{background:none;color:var(--ofage-color-text);border-color:var(--ofage-color-border);font-weight:500}` +
  `.ofage-gate :focus-visible{outline:3px solid var(--ofage-color-primary);outline-offset:2px}` +
  `.ofage-status{display:flex;gap:.6rem;align-items:center;color:var(--ofage-color-muted)}` +
  `.ofage-status:before{content:"";width:1rem;height:1rem;border:2px solid var(--ofage-color-border);border-top-color:var(--ofage-color-primary);border-radius:50%;animation:ofage-spin .8s linear infinite}` +
  `@keyframes ofage-spin{to{transform:rotate(1turn)}}` +
  `@media (prefers-reduced-motion:reduce){.ofage-status:before{animation:none}}` +
  `.ofage-alert{padding:.75rem 1rem;border:1px solid;border-radius:8px;color:var(--ofage-color-danger);overflow-wrap:anywhere}` +
  `.ofage-frame{border-radius:8px}` +
  `.ofage-modal{position:fixed;inset:0;z-index:2147483000;background:#0009;display:flex;align-items:center;justify-content:center}` +
  `.ofage-modal .ofage-card{width:100%;max-width:36rem;margin:1rem;max-height:calc(100% - 2rem);overflow:auto}`;

import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the European Accessibility Act asks (EN 301 549). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** axe-core's own source, from the installed package: nothing is loaded from a CDN. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in `target` (a page, or one frame of it: a frame is audited on its own, as
 * axe would in that document) with the WCAG 2.x A and AA rules, and answers the violations.
 * A page whose CSP forbids inline scripts (the service's pages) needs a browser context opened
 * with `bypassCSP: true`.
 */
export async function auditAccessibility(target: Page | Frame): Promise<AxeViolation[]> {
  if (!(await target.evaluate(() => 'axe' in window))) {
    await target.addScriptTag({ content: AXE_SOURCE });
  }
  return target.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } })
        .axe;
      const results = (await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Frames are audited where they are opened, on their own origin.
        iframes: false,
      })) as { violations: AxeViolation[] };
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    [...WCAG_AA_TAGS],
  );
}

/** One line per rule, then each offending element's selector and what axe says to fix. */
export function formatViolations(screen: string, violations: AxeViolation[]): string {
  return [
    `${screen}: ${violations.length} WCAG A/AA violation(s)`,
    ...violations.flatMap((v) => [
      `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help} ${v.helpUrl}`,
      ...v.nodes.map(
        (n) =>
          `    ${n.target.map(String).join(' >>> ')}${
            n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''
          }`,
      ),
    ]),
  ].join('\n');
}

/** Fails naming each rule, its help text and the elements, unless `target` has no violation. */
export async function expectAccessible(target: Page | Frame, screen: string): Promise<void> {
  const violations = await auditAccessibility(target);
  expect(violations, formatViolations(screen, violations)).toEqual([]);
}

import fs from 'node:fs';
import path from 'node:path';
import { checkProxyEdit } from './check-proxy-edit';
import { composeProxy, type GateSettings } from './compose-proxy';
import type { NextApp } from './detect-next-app';
import type { InitIo } from './init-io';
import { lineDiff } from './line-diff';
import { proxySnippet } from './proxy-snippet';

/** What became of the app's own proxy file. */
export interface ExistingProxyOutcome {
  /** The summary line, e.g. `edited   proxy.ts: …`. */
  line: string;
  /** What the merchant must do by hand, when anything. */
  notes: string[];
  /** The file runs the age gate now (edited, or it did already). */
  gated: boolean;
}

/**
 * Adds the age gate to a proxy or middleware file the app already has: composes the edit
 * (compose-proxy.ts), checks it (check-proxy-edit.ts), shows the diff, asks before writing
 * (`--yes` does not ask; without a terminal and without `--yes` nothing is written) and writes it
 * in one rename, so the file is never half-written. When the edit is not safe it says why and
 * gives a snippet that compiles instead.
 */
export async function gateExistingProxy(
  app: NextApp,
  file: string,
  gate: GateSettings,
  options: { yes: boolean; io: InitIo },
): Promise<ExistingProxyOutcome> {
  const { io } = options;
  const full = path.join(app.root, file);
  const before = fs.readFileSync(full, 'utf8');
  const name = path.basename(file).startsWith('middleware.') ? 'middleware' : 'proxy';
  const typescript = /\.tsx?$/.test(file);
  const byHand = (reason: string): ExistingProxyOutcome => ({
    line: `  kept     ${file} (yours: see below)`,
    notes: [
      [
        `ofage init left ${file} as it is: ${reason}.`,
        `Add the age gate to it yourself, first thing in its ${name} function, e.g.:`,
        '',
        indent(proxySnippet(name, typescript, gate)),
      ].join('\n'),
    ],
    gated: false,
  });

  const basePath = nextConfigBasePath(app.root);
  if (basePath)
    return byHand(`next.config sets basePath (${basePath}), which it does not edit for`);
  const composed = composeProxy(before, file, gate);
  if (composed.kind === 'present') {
    return { line: `  kept     ${file} (it already runs the age gate)`, notes: [], gated: true };
  }
  if (composed.kind === 'refused') return byHand(composed.reason);
  const check = checkProxyEdit(app, file, before, composed.code);
  if (check.problems.length) {
    return byHand(
      `the edit it would make fails ${check.checkedWith}: ${check.problems.slice(0, 3).join('; ')}`,
    );
  }

  io.stdout(
    [
      `${file} is your own: ofage init puts the age gate in front of ${composed.wrapped}${composed.matcher === 'merged' ? ', which keeps running where its matcher applies' : ''} (checked with ${check.checkedWith}):`,
      '',
      lineDiff(before, composed.code, { before: file, after: `${file} (with the age gate)` }),
      '',
    ].join('\n'),
  );
  let write = options.yes;
  if (!write && io.interactive) {
    const answer = (await io.ask(`Write this change to ${file}? [Y/n] `)).trim().toLowerCase();
    write = answer === '' || answer === 'y' || answer === 'yes';
  }
  if (!write) {
    const why = io.interactive
      ? 'you said no'
      : 'standard input is not a terminal, so it did not ask (--yes writes it)';
    return {
      line: `  kept     ${file} (not edited: ${why})`,
      notes: [
        `${file} does not run the age gate yet: run ofage init again (--yes writes the change above), or add it by hand:\n\n${indent(proxySnippet(name, typescript, gate))}`,
      ],
      gated: false,
    };
  }
  // Written beside the file and renamed over it: a reader sees the old file or the new one.
  const staging = `${full}.ofage-init-${process.pid}`;
  fs.writeFileSync(staging, composed.code, { mode: fs.statSync(full).mode });
  fs.renameSync(staging, full);
  return {
    line: `  edited   ${file}: the age gate runs first, then ${composed.wrapped}`,
    notes: [],
    gated: true,
  };
}

/** The `basePath` of next.config, which matchers are prefixed with (not handled here). */
function nextConfigBasePath(root: string): string | undefined {
  for (const name of ['next.config.ts', 'next.config.mjs', 'next.config.js', 'next.config.cjs']) {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) continue;
    const match = /\bbasePath\s*:\s*(['"`][^'"`]*['"`]|[^,}\s]+)/.exec(
      fs.readFileSync(file, 'utf8'),
    );
    if (match) return match[1];
  }
  return undefined;
}

function indent(text: string): string {
  return text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
}

import fs from 'node:fs';

/** The result of merging variables into an env file. */
export interface EnvMerge {
  content: string;
  added: string[];
  replaced: string[];
  /** Present with another value and left alone (no `--force`). */
  kept: string[];
}

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/;

/** `KEY=value` pairs of an env file (quotes removed; later lines win, as dotenv reads them). */
export function readEnvFile(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (!fs.existsSync(file)) return values;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = LINE.exec(line);
    if (!match) continue;
    values[match[1]!] = match[2]!.trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * Merges `wanted` into an env file's text: missing variables are appended under a comment,
 * present ones with another value are kept unless `force` or named in `replace` (then replaced in
 * place: a value given on the command line wins), everything else in the file stays as it was.
 * `keep` names variables never replaced, even with `force` (the cookie secret: a new one would
 * sign every visitor out).
 */
export function mergeEnv(
  existing: string,
  wanted: Record<string, string>,
  options: { force: boolean; keep: readonly string[]; replace?: readonly string[] },
): EnvMerge {
  const lines = existing === '' ? [] : existing.replace(/\r?\n$/, '').split(/\r?\n/);
  const merge: EnvMerge = { content: '', added: [], replaced: [], kept: [] };
  const seen = new Set<string>();
  const out = lines.map((line) => {
    const match = LINE.exec(line);
    const key = match?.[1];
    if (!key || !(key in wanted)) return line;
    seen.add(key);
    const current = match[2]!.trim().replace(/^(['"])(.*)\1$/, '$2');
    if (current === wanted[key]) return line;
    if ((options.force || options.replace?.includes(key)) && !options.keep.includes(key)) {
      merge.replaced.push(key);
      return `${key}=${wanted[key]}`;
    }
    merge.kept.push(key);
    return line;
  });
  const missing = Object.keys(wanted).filter((key) => !seen.has(key));
  if (missing.length) {
    if (out.length && out[out.length - 1] !== '') out.push('');
    out.push('# ofage (written by `npx ofage init`): keep this file out of git.');
    for (const key of missing) out.push(`${key}=${wanted[key]}`);
    merge.added.push(...missing);
  }
  merge.content = `${out.join('\n')}\n`;
  return merge;
}

/** True when a .gitignore line keeps `.env.local` out (`.env*`, `.env*.local`, `.env.local`…). */
export function gitignoresEnvLocal(gitignore: string): boolean {
  return gitignore
    .split(/\r?\n/)
    .map((l) => l.trim())
    .some((l) =>
      ['.env*', '.env*.local', '.env.local', '/.env.local', '/.env*', '*.local'].includes(l),
    );
}

import { parseArgs } from 'node:util';

/** Every flag of every command; each command reads the ones it takes. */
const CLI_OPTIONS = {
  json: { type: 'boolean', default: false },
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  product: { type: 'string' },
  mode: { type: 'string', default: 'test' },
  key: { type: 'string' },
  credential: { type: 'string' },
  email: { type: 'string' },
  owner: { type: 'string' },
  url: { type: 'string' },
  label: { type: 'string' },
  endpoint: { type: 'string' },
  'rotate-secret': { type: 'boolean', default: false },
  'redirect-uri': { type: 'string', multiple: true },
  thresholds: { type: 'string' },
  'may-create': { type: 'boolean', default: false },
  client: { type: 'string' },
  'keys-per-hour': { type: 'string' },
  providers: { type: 'string' },
  language: { type: 'string' },
  port: { type: 'string' },
  status: { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  'end-sessions': { type: 'boolean', default: false },
  'files-only': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/**
 * The command line as `node:util` `parseArgs` reads it: flags and positionals (the command).
 * Throws on an unknown flag or a flag without its value.
 */
export function parseCliArgs(argv: string[]) {
  return parseArgs({ args: argv, allowPositionals: true, options: CLI_OPTIONS });
}

export type CliFlags = ReturnType<typeof parseCliArgs>['values'];

import type { NextApp } from './detect-next-app';
import { devServer, freeLocalPort, type DevServer } from './dev-server';
import type { InitIo } from './init-io';

/** `ofage init`'s options as given on the command line (undefined: not given). */
export interface InitFlags {
  service?: string;
  'api-key'?: string;
  protect?: string[];
  'app-url'?: string;
  jurisdiction?: string;
  age?: string;
}

/** Everything `ofage init` needs to know, from flags, `.env.local`, questions and defaults. */
export interface InitChoices {
  service: URL;
  apiKey: string;
  appUrl: string;
  protect: string[];
  jurisdiction: string;
  age: number | undefined;
  dev: DevServer;
}

export class UsageError extends Error {}

const JURISDICTION = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

/**
 * What `ofage init` works with. Each value comes from its flag first (a flag given on a
 * second run wins over what `.env.local` says), then `.env.local`, then — in a terminal — a
 * question with the default in brackets, else the default: the app's URL from its `dev`
 * script's port (the next free one when the service has it), US-CA, the age of majority.
 * Without a terminal a missing required value is an error, never a wait.
 *
 * `needs` says which questions apply: the paths to gate when a proxy is written or edited, the
 * requirement when a file that states it is.
 */
export async function resolveChoices(
  flags: InitFlags,
  env: Record<string, string>,
  app: NextApp,
  io: InitIo,
  needs: { protect: boolean; requirement: boolean },
): Promise<InitChoices> {
  const ask = async <T>(
    question: string,
    parse: (answer: string) => T,
    options: { secret?: boolean } = {},
  ): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const answer = (await io.ask(question, options)).trim();
      try {
        return parse(answer);
      } catch (error) {
        if (!(error instanceof UsageError) || attempt === 3) throw error;
        io.stderr(`  ${error.message}`);
      }
    }
  };
  const required = async <T>(
    value: string | undefined,
    flag: string,
    question: string,
    parse: (answer: string) => T,
    options: { secret?: boolean } = {},
  ): Promise<T> => {
    if (value) return parse(value.trim());
    if (!io.interactive) {
      throw new UsageError(
        `missing ${flag}: standard input is not a terminal, so ofage init does not ask for it.`,
      );
    }
    return ask(
      question,
      (answer) => {
        if (!answer) throw new UsageError(`missing ${flag}.`);
        return parse(answer);
      },
      options,
    );
  };

  const service = await required(
    flags.service ?? env.OFAGE_SERVICE_URL,
    '--service <url>',
    'ofage service URL (e.g. http://localhost:3000): ',
    parseServiceUrl,
  );
  const apiKey = await required(
    flags['api-key'] ?? env.OFAGE_API_KEY,
    '--api-key <key>',
    "The product's API key (ofage_test_… or ofage_live_…, not shown as you type): ",
    (answer) => answer,
    { secret: true },
  );

  const dev = devServer(app.root);
  let appUrl = flags['app-url'] ?? env.OFAGE_APP_URL;
  if (appUrl) {
    appUrl = parseOrigin(appUrl);
  } else {
    const suggested = await suggestedAppUrl(dev, service);
    appUrl = io.interactive
      ? await ask(`This app's URL [${suggested}]: `, (a) => parseOrigin(a || suggested))
      : suggested;
  }

  const protect = flags.protect?.length
    ? parseProtect(flags.protect)
    : needs.protect
      ? await required(
          undefined,
          '--protect <path pattern>',
          'Which path should be gated (e.g. /spirits)? ',
          (answer) => parseProtect([answer]),
        )
      : [];

  const askRequirement = io.interactive && needs.requirement;
  const jurisdiction =
    flags.jurisdiction !== undefined
      ? parseJurisdiction(flags.jurisdiction)
      : askRequirement
        ? await ask('Jurisdiction, an ISO 3166 code such as US-CA, GB or DE [US-CA]: ', (a) =>
            parseJurisdiction(a || 'US-CA'),
          )
        : 'US-CA';
  const age =
    flags.age !== undefined
      ? parseAge(flags.age)
      : askRequirement
        ? await ask(
            `Minimum age in years (Enter: the age of majority in ${jurisdiction}): `,
            (a) => (a ? parseAge(a) : undefined),
          )
        : undefined;

  return { service, apiKey, appUrl, protect, jurisdiction, age, dev };
}

/**
 * The app's origin when nothing says it: localhost on its `dev` script's port, or — when the
 * service is on that port of this machine — the first port after it that nothing listens on.
 */
async function suggestedAppUrl(dev: DevServer, service: URL): Promise<string> {
  const local = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(service.hostname);
  const servicePort = Number(service.port || (service.protocol === 'https:' ? 443 : 80));
  const port =
    local && servicePort === dev.port ? await freeLocalPort(dev.port + 1, [servicePort]) : dev.port;
  return `http://localhost:${port}`;
}

function parseServiceUrl(value: string): URL {
  try {
    const url = new URL(value);
    if (/^https?:$/.test(url.protocol)) return url;
  } catch {
    // refused below
  }
  throw new UsageError(`--service ${value}: the service's URL, e.g. http://localhost:3000.`);
}

function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--app-url ${value}: an origin such as http://localhost:3000.`);
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search
  ) {
    throw new UsageError(
      `--app-url ${value}: only scheme, host and port, e.g. https://shop.example.com.`,
    );
  }
  return url.origin;
}

function parseProtect(values: readonly string[]): string[] {
  const patterns = values
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  for (const pattern of patterns) {
    if (!pattern.startsWith('/') || /['"\\\s]/.test(pattern)) {
      throw new UsageError(
        `--protect ${pattern}: a path pattern starts with / and has no quotes or spaces (e.g. /spirits or /shop/:rest*).`,
      );
    }
  }
  if (!patterns.length) throw new UsageError('missing --protect <path pattern>.');
  return patterns;
}

function parseJurisdiction(value: string): string {
  const jurisdiction = value.trim().toUpperCase();
  if (!JURISDICTION.test(jurisdiction)) {
    throw new UsageError(`--jurisdiction ${value}: an ISO 3166 code such as US-CA, GB or DE.`);
  }
  return jurisdiction;
}

function parseAge(value: string): number {
  const age = Number(value);
  if (!(Number.isInteger(age) && age >= 1 && age <= 120)) {
    throw new UsageError(`--age ${value}: a whole number of years, e.g. 21.`);
  }
  return age;
}

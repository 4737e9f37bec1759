import path from 'node:path';
import type { NextApp } from './detect-next-app';

/** What the gate asks for, as `ofage init` was told. */
export interface GateChoices {
  /** Path patterns the proxy gates, e.g. `['/spirits']`. */
  protect: string[];
  jurisdiction: string;
  /** A numeric minimum age, or undefined for the jurisdiction's age of majority (ADULT). */
  age: number | undefined;
  /** The product's name from the service, shown on the gate's card. */
  productName: string | undefined;
}

export interface IntegrationFile {
  /** Relative to the app's root. */
  path: string;
  content: string;
  /** The proxy file: never overwritten when the app has its own (it is composed instead). */
  proxy?: boolean;
}

/**
 * The matcher entry every proxy file gets: every page and route, whatever its headers, except
 * Next's assets, files with a static extension and the handlers' POST routes (for a request the
 * proxy runs on, Next reads the whole body before the route can refuse it). A literal in the
 * file, since Next reads it at build time.
 */
export const GATE_MATCHER =
  '/((?!_next/static|_next/image|api/age-gate/(?:session|confirm|webhook|mobile/session|mobile/confirm)$|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|map|txt|xml|woff2?)$).*)';

const MATCHER = `export const config = {
  matcher: [
    '${GATE_MATCHER.replace(/\\/g, '\\\\')}',
  ],
};
`;

/**
 * The four files of the merchant integration, adapted to the app: TypeScript or JavaScript,
 * `src/` or not, its import alias (a relative import without one), `proxy` or `middleware`, App
 * Router or Pages Router (`ofage/pages`: an API route with Next's body parser off, a gate page in
 * `pages/`). For a create-next-app app they are exactly the merchant quick start's blocks.
 */
export function integrationFiles(app: NextApp, choices: GateChoices): IntegrationFile[] {
  const ext = app.typescript ? 'ts' : 'js';
  const at = (file: string) => (app.srcDir ? `${app.srcDir}/${file}` : file);
  const pages = app.router === 'pages';
  const lib = at(`lib/age-gate.${ext}`);
  const route = at(
    pages ? `pages/api/age-gate/[...ofage].${ext}` : `app/api/age-gate/[...ofage]/route.${ext}`,
  );
  const importLib = app.alias
    ? `${app.alias}lib/age-gate`
    : path.posix.relative(path.posix.dirname(route), lib.replace(/\.[jt]s$/, ''));
  const criteria =
    choices.age === undefined
      ? `{ ageCategory: 'ADULT' }, // or { age: 21 }`
      : `{ age: ${choices.age} },`;
  const requirement = `  jurisdiction: '${choices.jurisdiction}',\n  criteria: ${criteria}\n`;
  const protect = choices.protect.map((p) => `'${p.replace(/[\\']/g, '\\$&')}'`).join(', ');
  // A JSX attribute string has no escapes: anything unusual goes in as a JS string literal.
  const shown = choices.productName;
  const name =
    shown === undefined
      ? ''
      : /^[^"\\{}<>&\n]*$/.test(shown)
        ? ` name="${shown}"`
        : ` name={${JSON.stringify(shown)}}`;
  const page = app.typescript ? 'tsx' : 'js';

  return [
    {
      path: lib,
      content: `import { createAgeGate } from '${pages ? 'ofage/pages' : 'ofage/server'}';\n\nexport const ageGate = createAgeGate({\n${requirement}});\n`,
    },
    {
      path: route,
      content: pages
        ? `import { toPagesApiHandler } from 'ofage/pages';\nimport { ageGate } from '${importLib}';\n\n// The handlers read the body themselves: size caps, webhook signatures over the raw bytes.\nexport const config = { api: { bodyParser: false } };\n\nexport default toPagesApiHandler(ageGate.handlers);\n`
        : `import { ageGate } from '${importLib}';\n\nexport const { GET, POST } = ageGate.handlers;\n`,
    },
    {
      path: at(`${app.proxyName}.${ext}`),
      proxy: true,
      content: `import { ageGateProxy } from 'ofage/proxy';\n\nexport default ageGateProxy({\n  protect: [${protect}],\n${requirement}});\n\n${MATCHER}`,
    },
    {
      // Inside the segment of the app's root layout, if that is where its pages are.
      path: pages
        ? at(`pages/age-gate.${page}`)
        : at(`app/${app.rootSegment ? `${app.rootSegment}/` : ''}age-gate/page.${page}`),
      content: `import { AgeGate } from 'ofage/react';\n\nexport default function AgeGatePage() {\n  return <AgeGate${name} />;\n}\n`,
    },
  ];
}

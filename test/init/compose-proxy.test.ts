import type * as t from '@babel/types';
import { parseModule } from 'magicast';
import { describe, expect, it } from 'vitest';
import { composeProxy, type GateSettings } from '../../src/init/compose-proxy';
import { GATE_MATCHER } from '../../src/init/integration-files';
import { literalValue } from '../../src/init/literal-value';
import { AUTH_JS, CLERK, NEXT_15, NEXT_INTL, PLAIN, REAL_WORLD } from './proxy-shapes';

const GATE: GateSettings = { protect: ['/spirits'], jurisdiction: 'US-CA', age: undefined };

function composed(source: string, file = 'proxy.ts', gate = GATE) {
  const result = composeProxy(source, file, gate);
  if (result.kind !== 'composed') throw new Error(`not composed: ${JSON.stringify(result)}`);
  return result;
}

/** What Next.js reads of a file: its exports, `config` as a value, and the gate's call. */
function read(code: string) {
  const program = parseModule(code).$ast as t.Program;
  const defaults = program.body.filter(
    (s): s is t.ExportDefaultDeclaration => s.type === 'ExportDefaultDeclaration',
  );
  const named = program.body
    .filter((s): s is t.ExportNamedDeclaration => s.type === 'ExportNamedDeclaration')
    .flatMap((s) => [
      ...s.specifiers.map((x) => (x.exported as t.Identifier).name),
      ...(s.declaration?.type === 'VariableDeclaration'
        ? s.declaration.declarations.map((d) => (d.id as t.Identifier).name)
        : s.declaration?.type === 'FunctionDeclaration'
          ? [s.declaration.id!.name]
          : []),
    ]);
  const configDeclarator = program.body
    .flatMap((s) =>
      s.type === 'ExportNamedDeclaration' && s.declaration?.type === 'VariableDeclaration'
        ? s.declaration.declarations
        : [],
    )
    .find((d) => (d.id as t.Identifier).name === 'config');
  const call = defaults[0]?.declaration as t.CallExpression | undefined;
  const inner = call?.arguments[1] as t.Expression | undefined;
  const wrapped =
    inner?.type === 'CallExpression' && (inner.callee as t.Identifier).name === 'withMatcher'
      ? {
          matcher: literalValue(inner.arguments[0]!),
          proxy: (inner.arguments[1] as t.Identifier).name,
        }
      : { matcher: undefined, proxy: (inner as t.Identifier | undefined)?.name };
  return {
    defaults: defaults.length,
    named,
    gateCallee: (call?.callee as t.Identifier | undefined)?.name,
    gateOptions:
      (call?.callee as t.Identifier | undefined)?.name === 'ageGateProxy'
        ? literalValue(call!.arguments[0]!)
        : undefined,
    wrapped,
    config: configDeclarator && (literalValue(configDeclarator.init!) as Record<string, unknown>),
    imports: program.body
      .filter((s): s is t.ImportDeclaration => s.type === 'ImportDeclaration')
      .map((s) => s.source.value),
  };
}

describe('composeProxy: the real-world shapes', () => {
  it("next-intl's createMiddleware: wrapped, its string matcher kept and the gate's added", () => {
    const result = composed(NEXT_INTL.source);
    expect(result.code).toBe(`import createMiddleware from 'next-intl/middleware';
import { ageGateProxy, withMatcher } from 'ofage/proxy';
import {routing} from './i18n/routing';

const proxy = createMiddleware(routing);

// ofage init: the age gate runs first, then your proxy where its own matcher applies.
export default ageGateProxy(
  { protect: ['/spirits'], jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
  withMatcher('/((?!api|trpc|_next|_vercel|.*\\\\..*).*)', proxy)
);

export const config = {
  // Match all pathnames except for
  // - … if they start with \`/api\`, \`/trpc\`, \`/_next\` or \`/_vercel\`
  // - … the ones containing a dot (e.g. \`favicon.ico\`)
  matcher: [
    '/((?!api|trpc|_next|_vercel|.*\\\\..*).*)',
    // the age gate's (ofage init): every page and route but Next's assets and static files
    '${GATE_MATCHER.replace(/\\/g, '\\\\')}'
  ]
};
`);
    expect(result.wrapped).toBe('createMiddleware(routing)');
    expect(result.matcher).toBe('merged');
  });

  it("Clerk's clerkMiddleware: double quotes, its comments and trailing commas kept", () => {
    const { code } = composed(CLERK.source);
    expect(code).toContain(`import { ageGateProxy, withMatcher } from "ofage/proxy";
import { clerkMiddleware, createRouteMatcher } from "@clerk/nextjs/server";`);
    expect(code).toContain(`const proxy = clerkMiddleware(async (auth, req) => {
  if (isProtectedRoute(req)) await auth.protect();
});`);
    expect(code).toContain(`    // Always run for API routes
    "/(api|trpc)(.*)",
    // the age gate's (ofage init): every page and route but Next's assets and static files
    "${GATE_MATCHER.replace(/\\/g, '\\\\')}",
  ],`);
    expect(code).toContain(
      '{ protect: ["/spirits"], jurisdiction: "US-CA", criteria: { ageCategory: "ADULT" } },',
    );
  });

  it('Auth.js auth(…): a file without semicolons gets none', () => {
    const { code } = composed(AUTH_JS.source);
    const added = code.split('\n').filter((line) => !AUTH_JS.source.includes(line));
    expect(added.filter((line) => line.trimEnd().endsWith(';'))).toEqual([]);
    expect(code).toContain(`const proxy = auth((req) => {
  if (!req.auth && req.nextUrl.pathname.startsWith("/account")) {
    const newUrl = new URL("/login", req.nextUrl.origin)
    return Response.redirect(newUrl)
  }
})
`);
  });

  it('a plain function: kept as a declaration with its comment, exported through the gate', () => {
    const { code, wrapped } = composed(PLAIN.source);
    expect(wrapped).toBe('function proxy');
    expect(code).toContain(`/** Old shop links, and the shop's own header. */
function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/old-shop')) {
    return NextResponse.redirect(new URL('/shop', request.url), 308);
  }`);
    expect(read(code).named).toEqual(['config']);
  });

  it('middleware.ts on Next 15: the middleware function, the same way', () => {
    const { code } = composed(NEXT_15.source, 'middleware.ts');
    expect(code).toContain('\nfunction middleware(request: NextRequest) {');
    expect(read(code).wrapped.proxy).toBe('middleware');
    expect(code).toContain('then your middleware where its own matcher applies');
  });

  it.each(REAL_WORLD.map((s) => [s.name, s] as const))(
    '%s: what Next reads afterwards — one default export, the gate first, the matchers merged',
    (_name, shape) => {
      const before = read(shape.source);
      const after = read(composed(shape.source, shape.file).code);
      expect(after.defaults).toBe(1);
      expect(after.named).toEqual(['config']);
      expect(after.imports).toContain('ofage/proxy');
      expect(after.gateCallee).toBe('ageGateProxy');
      expect(after.gateOptions).toEqual({
        protect: ['/spirits'],
        jurisdiction: 'US-CA',
        criteria: { ageCategory: 'ADULT' },
      });
      // Their function runs where their own matcher said, and config lists theirs, then the gate's.
      expect(after.wrapped.matcher).toEqual(before.config!.matcher);
      const theirs = [before.config!.matcher].flat();
      expect(after.config!.matcher).toEqual([...theirs, GATE_MATCHER]);
      // Composing again finds the gate and changes nothing.
      expect(composeProxy(composed(shape.source, shape.file).code, shape.file, GATE).kind).toBe(
        'present',
      );
    },
  );
});

describe('composeProxy: more shapes', () => {
  it('export default async function middleware (JavaScript)', () => {
    const { code } = composed(
      `export default async function middleware(req) {\n  return undefined;\n}\n\nexport const config = { matcher: ['/a/:path*'] };\n`,
      'middleware.js',
    );
    expect(code).toContain('async function middleware(req) {\n  return undefined;\n}');
    expect(read(code).wrapped).toEqual({ matcher: ['/a/:path*'], proxy: 'middleware' });
    expect(code).not.toMatch(/: NextRequest|<|satisfies/);
  });

  it('an anonymous default function gets the name Next gives the file', () => {
    const { code } = composed(
      `import { NextResponse } from 'next/server';\n\nexport default function (req) {\n  return NextResponse.next();\n}\n`,
      'src/middleware.js',
    );
    expect(code).toContain('function middleware(req) {\n  return NextResponse.next();\n}');
    expect(read(code).wrapped).toEqual({ matcher: undefined, proxy: 'middleware' });
  });

  it('a default arrow function, no config: the proxy already ran everywhere, nothing is added', () => {
    const source = `import type { NextRequest } from 'next/server'\n\nexport default async (request: NextRequest) => {\n  console.log(request.url)\n}\n`;
    const result = composed(source);
    expect(result.matcher).toBe('everything');
    expect(result.code).toContain('const proxy = async (request: NextRequest) => {');
    expect(result.code).toContain("import { ageGateProxy } from 'ofage/proxy'\n");
    expect(read(result.code).config).toBeUndefined();
  });

  it('export const proxy = …, with a config that has no matcher but a runtime', () => {
    const { code, matcher } = composed(
      `import { chain } from './chain';\n\nexport const proxy = chain([a, b]);\n\nexport const config = { runtime: 'nodejs' };\n`,
    );
    expect(matcher).toBe('everything');
    expect(code).toContain('const proxy = chain([a, b]);');
    expect(read(code).config).toEqual({ runtime: 'nodejs' });
  });

  it('export { handler as proxy }, a matcher object with `missing`, and other config kept', () => {
    const source = [
      "import { NextResponse } from 'next/server';",
      'const handler = () => NextResponse.next();',
      'export { handler as proxy };',
      '',
      'export const config = {',
      "  matcher: [{ source: '/((?!api).*)', missing: [{ type: 'header', key: 'next-router-prefetch' }] }],",
      "  runtime: 'nodejs',",
      '};',
      '',
    ].join('\n');
    const { code } = composed(source);
    const after = read(code);
    const theirs = {
      source: '/((?!api).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    };
    expect(after.wrapped).toEqual({ matcher: [theirs], proxy: 'handler' });
    // Their entry skips prefetches; the gate's does not (a prefetch must not open a gated page).
    expect(after.config).toEqual({ matcher: [theirs, GATE_MATCHER], runtime: 'nodejs' });
    expect(after.named).toEqual(['config']);
  });

  it('a matcher mixing a path and an object with `has`: both kept, for config and for the proxy', () => {
    const theirs = [
      '/admin/:path*',
      { source: '/preview/:path*', has: [{ type: 'cookie', key: 'preview', value: '1' }] },
    ];
    const { code } = composed(
      `export function proxy() {}\n\nexport const config = {\n  matcher: ${JSON.stringify(theirs)},\n};\n`,
    );
    expect(read(code).wrapped).toEqual({ matcher: theirs, proxy: 'proxy' });
    expect(read(code).config).toEqual({ matcher: [...theirs, GATE_MATCHER] });
  });

  it('export default proxy; (declared above), with tabs and a string matcher', () => {
    const source = `import { NextResponse } from 'next/server'\n\nfunction proxy(req) {\n\treturn NextResponse.next()\n}\n\nexport default proxy\n\nexport const config = {\n\tmatcher: '/about/:path*',\n}\n`;
    const { code } = composed(source, 'proxy.js');
    expect(code).toContain("\t{ protect: ['/spirits'],");
    expect(code).toContain("\tmatcher: [\n\t\t'/about/:path*',\n");
    expect(read(code).wrapped).toEqual({ matcher: '/about/:path*', proxy: 'proxy' });
  });

  it('writes a minimum age and several paths into the gate', () => {
    const { code } = composed(PLAIN.source, 'proxy.ts', {
      protect: ['/spirits', '/shop/:rest*'],
      jurisdiction: 'GB',
      age: 21,
    });
    expect(read(code).gateOptions).toEqual({
      protect: ['/spirits', '/shop/:rest*'],
      jurisdiction: 'GB',
      criteria: { age: 21 },
    });
  });
});

describe('composeProxy: files it does not edit, with the reason', () => {
  it.each([
    [
      'Auth.js re-exported from another file',
      `export { auth as middleware } from "@/auth"\n`,
      'middleware.ts',
      /its middleware is re-exported from '@\/auth', so its code is in that file/,
    ],
    [
      'everything re-exported',
      `export * from './real-proxy';\n`,
      'proxy.ts',
      /re-exports everything from '.\/real-proxy'/,
    ],
    ['nothing Next runs', `export const shop = 1;\n`, 'proxy.ts', /exports no proxy function/],
    [
      'a matcher in a variable',
      `const m = ['/x'];\nexport default function proxy() {}\nexport const config = { matcher: m };\n`,
      'proxy.ts',
      /config.matcher is not a literal: a Identifier/,
    ],
    [
      'a config that is not an object literal',
      `export default function proxy() {}\nexport const config = makeConfig();\n`,
      'proxy.ts',
      /not an object literal/,
    ],
    [
      'a matcher Next refuses',
      `export default function proxy() {}\nexport const config = { matcher: ['shop'] };\n`,
      'proxy.ts',
      /must start with "\/"/,
    ],
    [
      'a named and a default export',
      `export function proxy() {}\nexport default function other() {}\n`,
      'proxy.ts',
      /both a proxy export .* and a default export/,
    ],
    [
      'config exported by name',
      `export default function proxy() {}\nconst config = { matcher: ['/x'] };\nexport { config };\n`,
      'proxy.ts',
      /exported by name/,
    ],
    ['a syntax error', `export default function proxy( {\n`, 'proxy.ts', /does not parse/],
    [
      'its own ageGateProxy',
      `import { ageGateProxy } from './mine';\nexport default ageGateProxy;\n`,
      'proxy.ts',
      /already has a top-level `ageGateProxy`/,
    ],
  ])('%s', (_name, source, file, reason) => {
    const result = composeProxy(source, file, GATE);
    expect(result.kind).toBe('refused');
    expect((result as { reason: string }).reason).toMatch(reason);
  });

  it('a file that already imports ofage/proxy is left as it is', () => {
    expect(
      composeProxy(
        `import { ageGateProxy } from 'ofage/proxy';\nexport default ageGateProxy({ protect: ['/x'] });\n`,
        'proxy.ts',
        GATE,
      ),
    ).toEqual({ kind: 'present' });
  });
});

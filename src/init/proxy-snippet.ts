import type { GateSettings } from './compose-proxy';
import { GATE_MATCHER } from './integration-files';

/**
 * The age gate as the first thing in a proxy (or middleware) function of the merchant's own,
 * for when `ofage init` does not edit their file: a whole file that compiles and runs as it
 * stands, its function typed with `NextRequest` and `NextFetchEvent` (an untyped `event` in a
 * proxy resolves to the DOM's `window.event` and fails at run time).
 */
export function proxySnippet(
  name: 'proxy' | 'middleware',
  typescript: boolean,
  gate: GateSettings,
): string {
  const protect = gate.protect.length
    ? gate.protect.map((p) => `'${p}'`).join(', ')
    : "'/your-gated-path'";
  const criteria = gate.age === undefined ? `{ ageCategory: 'ADULT' }` : `{ age: ${gate.age} }`;
  const signature = typescript
    ? `(request: NextRequest, event: NextFetchEvent)`
    : `(request, event)`;
  return [
    ...(typescript ? [`import type { NextFetchEvent, NextRequest } from 'next/server';`] : []),
    `import { ageGateProxy } from 'ofage/proxy';`,
    '',
    `const ageGate = ageGateProxy({`,
    `  protect: [${protect}],`,
    `  jurisdiction: '${gate.jurisdiction}',`,
    `  criteria: ${criteria},`,
    `});`,
    '',
    `export async function ${name}${signature} {`,
    `  const denied = await ageGate(request, event);`,
    `  if (denied) return denied;`,
    `  // …then what your ${name} did, returning its response`,
    `}`,
    '',
    `export const config = {`,
    `  matcher: [`,
    `    // …your own entries, then the age gate's (every page and route but Next's assets):`,
    `    '${GATE_MATCHER.replace(/\\/g, '\\\\')}',`,
    `  ],`,
    `};`,
    '',
  ].join('\n');
}

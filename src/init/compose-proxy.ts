import path from 'node:path';
import type * as t from '@babel/types';
import { generateCode, parseModule } from 'magicast';
import type { ProxyMatcher } from '../next/with-matcher';
import {
  commentSource,
  detectStyle,
  literalSource,
  quote,
  replaceIdentifier,
  template,
  trailingCommaIn,
  type Comment,
  type Style,
} from './code-style';
import { GATE_MATCHER } from './integration-files';
import { unwrapExpression } from './literal-value';
import {
  exportedName,
  findConfig,
  findHandler,
  readMatcher,
  Refusal,
  topLevelNames,
  type Handler,
} from './proxy-exports';

/** What the gate in a composed proxy asks for. */
export interface GateSettings {
  protect: readonly string[];
  jurisdiction: string;
  /** A minimum age, or undefined for the jurisdiction's age of majority. */
  age: number | undefined;
}

/** The outcome of adding the gate to a proxy or middleware file of the app's own. */
export type ProxyComposition =
  | {
      kind: 'composed';
      code: string;
      /** The merchant's proxy as it now runs behind the gate, e.g. `createMiddleware(routing)`. */
      wrapped: string;
      /** `merged`: config.matcher lists the gate's entry too; `everything`: it had none. */
      matcher: 'merged' | 'everything';
    }
  | { kind: 'present' }
  | { kind: 'refused'; reason: string };

const PROXY = '__OFAGE_PROXY__';
const MATCHER = '__OFAGE_MATCHER__';

/**
 * Adds the age gate in front of a proxy (or middleware) file of the app's own, with a parser
 * and a printer (magicast: Babel's parser, recast's printer, which reprints only what changed):
 *
 * 1. Find the function Next runs: the named `proxy` (`middleware`) export, else the default
 *    one, as Next itself chooses. A re-export from another file is refused: its code is not here.
 * 2. Keep it as a local `proxy` (`middleware`), its code untouched, and export instead
 *    `ageGateProxy(gate, withMatcher(yourMatcher, proxy))`: the gate runs first, then the
 *    merchant's proxy, for exactly the requests its own matcher selected before.
 * 3. Add the gate's entry to `config.matcher` (a file without a matcher already runs for every
 *    request), after checking the matcher is a literal Next can read.
 *
 * Returns `present` when the file already imports `ofage/proxy`, `refused` with the reason when
 * the file is not one of these shapes.
 */
export function composeProxy(source: string, file: string, gate: GateSettings): ProxyComposition {
  try {
    return compose(source, file, gate);
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', reason: error.message };
    throw error;
  }
}

/** Whether a proxy file's source imports `ofage/proxy` (runs the gate); false when it does not parse. */
export function importsAgeGate(source: string): boolean {
  try {
    return (parseModule(source).$ast as t.Program).body.some(
      (s) => s.type === 'ImportDeclaration' && s.source.value === 'ofage/proxy',
    );
  } catch {
    return false;
  }
}

function compose(source: string, file: string, gate: GateSettings): ProxyComposition {
  const name = path.basename(file).startsWith('middleware.') ? 'middleware' : 'proxy';
  let mod: ReturnType<typeof parseModule>;
  try {
    mod = parseModule(source);
  } catch (error) {
    throw new Refusal(`it does not parse (${(error as Error).message.split('\n')[0]})`);
  }
  const program = mod.$ast as t.Program;
  if (
    program.body.some((s) => s.type === 'ImportDeclaration' && s.source.value === 'ofage/proxy')
  ) {
    return { kind: 'present' };
  }
  const style = detectStyle(source, program);
  const handler = findHandler(program, name);
  const config = findConfig(program);
  const theirMatcher = config?.matcher && readMatcher(config.matcher);

  const taken = topLevelNames(program);
  for (const used of ['ageGateProxy', 'withMatcher']) {
    if (taken.has(used)) throw new Refusal(`it already has a top-level \`${used}\` of its own`);
  }

  // 2. The merchant's function as a local binding, then the gated export.
  const body = program.body;
  const at = body.indexOf(handler.statement);
  const local = localBinding(handler, name, taken);
  let insertAt = at;
  if (handler.kind === 'specifier') {
    const rest = handler.statement.specifiers.filter((s) => s !== handler.specifier);
    if (rest.length) handler.statement.specifiers = rest;
    else body.splice(at, 1);
    // After every declaration, so that the binding is initialised when the gate's export runs.
    const last = body.length - 1;
    insertAt = config && body[last] === config.statement ? last : body.length;
  } else if (local.declaration) {
    // A function declaration stays as it is, only no longer exported.
    body.splice(at, 1, local.declaration);
    insertAt = at + 1;
  } else {
    body.splice(at, 1);
  }
  // The blank lines around the added statements: recast measures them in this text.
  const proxyArgument = theirMatcher
    ? `withMatcher(${literalSource(theirMatcher, style, 1)}, ${local.name})`
    : local.name;
  // The comments above the export stay above the merchant's function.
  const comments = (handler.statement as { comments?: Comment[] }).comments ?? [];
  if (local.declaration && comments.length) {
    (local.declaration as { comments?: Comment[] }).comments = comments;
  }
  const theirComments = local.declaration ? [] : comments.map(commentSource);
  const lines = [
    ...(local.expression
      ? [...theirComments, `${local.kind} ${local.name} = ${PROXY}${style.semi}`, '']
      : ['', '', ...theirComments]),
    `// ofage init: the age gate runs first, then your ${name}${theirMatcher ? ' where its own matcher applies' : ''}.`,
    `export default ageGateProxy(`,
    `${style.indent}${gateOptions(gate, style)},`,
    `${style.indent}${proxyArgument}${style.comma}`,
    `)${style.semi}`,
    '',
    '',
  ];
  const added = template(lines.join('\n'));
  if (local.expression) {
    replaceIdentifier(added[0]!, PROXY, local.expression);
  }
  body.splice(insertAt, 0, ...added);

  // 3. The gate's entry in config.matcher, after the merchant's own.
  if (theirMatcher && !listed(theirMatcher, GATE_MATCHER)) {
    const property = config.matcher!;
    const array = property.value.type === 'ArrayExpression' ? property.value : undefined;
    const theirs = (array ? array.elements : [property.value]) as t.Expression[];
    const comma = array ? trailingCommaIn(source, array) : style.comma;
    const merged = template(
      [
        `x = [`,
        ...theirs.map((_, i) => `${style.indent}${MATCHER}${i},`),
        `${style.indent}// the age gate's (ofage init): every page and route but Next's assets and static files`,
        `${style.indent}${quote(GATE_MATCHER, style)}${comma}`,
        `]`,
      ].join('\n'),
    )[0] as t.ExpressionStatement;
    const list = (merged.expression as t.AssignmentExpression).right as t.ArrayExpression;
    theirs.forEach((element, i) => replaceIdentifier(list, `${MATCHER}${i}`, element));
    property.value = list;
  }

  // The import, before the file's last import (recast keeps the blank line after that one).
  const imports = body.filter((s) => s.type === 'ImportDeclaration');
  const importAt = imports.length ? body.indexOf(imports[imports.length - 1]!) : 0;
  const named = theirMatcher ? 'ageGateProxy, withMatcher' : 'ageGateProxy';
  body.splice(
    importAt,
    0,
    template(`import { ${named} } from ${quote('ofage/proxy', style)}${style.semi}\n`)[0]!,
  );

  // What recast prints afresh (the copy of the matcher) in the file's quotes and indentation.
  const code = generateCode(mod, {
    format: {
      quote: style.quote === '"' ? 'double' : 'single',
      useTabs: style.indent === '\t',
      // recast reads a tab as 4 columns.
      tabWidth: style.indent === '\t' ? 4 : style.indent.length,
      trailingComma: style.comma === ',',
      wrapColumn: 100,
    },
  }).code;
  return {
    kind: 'composed',
    code: code.endsWith('\n') ? code : `${code}\n`,
    wrapped: local.shown(source),
    matcher: theirMatcher ? 'merged' : 'everything',
  };
}

/**
 * The merchant's function as a local binding: a function declaration as it is (named `name`
 * when it had no name), an expression as `const <name> = …`, an identifier as itself.
 */
function localBinding(
  handler: Handler,
  name: string,
  taken: Set<string>,
): {
  name: string;
  kind: 'const' | 'let' | 'var';
  declaration?: t.FunctionDeclaration;
  expression?: t.Expression;
  shown: (source: string) => string;
} {
  const span = (node: t.Node) => (source: string) =>
    firstLine(source.slice(node.start ?? 0, node.end ?? 0));
  if (handler.kind === 'specifier') {
    const local = exportedName(handler.specifier.local);
    return { name: local, kind: 'const', shown: () => local };
  }
  const declaration = handler.statement.declaration!;
  if (declaration.type === 'FunctionDeclaration') {
    if (!declaration.id) {
      if (taken.has(name)) {
        throw new Refusal(`its default function has no name, and ${name} is taken in the file`);
      }
      declaration.id = { type: 'Identifier', name } as t.Identifier;
    }
    const own = declaration.id.name;
    return { name: own, kind: 'const', declaration, shown: () => `function ${own}` };
  }
  if (declaration.type === 'VariableDeclaration') {
    const init = declaration.declarations[0]!.init!;
    return { name, kind: declaration.kind as 'const', expression: init, shown: span(init) };
  }
  if (!isExpression(declaration)) {
    throw new Refusal(`its default export is a ${declaration.type}, not a function`);
  }
  const expression = unwrapExpression(declaration);
  if (expression.type === 'Identifier') {
    return { name: expression.name, kind: 'const', shown: () => expression.name };
  }
  if (taken.has(name)) {
    throw new Refusal(
      `its default export would need the name ${name}, which the file already uses`,
    );
  }
  return { name, kind: 'const', expression: declaration, shown: span(declaration) };
}

function listed(matcher: ProxyMatcher, entry: string): boolean {
  return (Array.isArray(matcher) ? matcher : [matcher]).includes(entry);
}

function gateOptions(gate: GateSettings, style: Style): string {
  const protect = gate.protect.map((p) => quote(p, style)).join(', ');
  const criteria =
    gate.age === undefined ? `{ ageCategory: ${quote('ADULT', style)} }` : `{ age: ${gate.age} }`;
  return `{ protect: [${protect}], jurisdiction: ${quote(gate.jurisdiction, style)}, criteria: ${criteria} }`;
}

function isExpression(node: t.Node): node is t.Expression {
  return !/Declaration$/.test(node.type);
}

function firstLine(text: string): string {
  const line = text.split('\n')[0]!;
  return line.length > 60 || text.includes('\n') ? `${line.slice(0, 57).trimEnd()}…` : line;
}

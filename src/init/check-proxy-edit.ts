import { createRequire } from 'node:module';
import path from 'node:path';
import type * as t from '@babel/types';
import { parseModule } from 'magicast';
import type * as TS from 'typescript';
import { compileMatcher, type ProxyMatcher } from '../next/with-matcher';
import type { NextApp } from './detect-next-app';
import { GATE_MATCHER } from './integration-files';
import { literalValue, unwrapExpression } from './literal-value';

/** What checking an edited proxy file found, before it is written. */
export interface ProxyEditCheck {
  /** What checked it: `TypeScript 5.9.3 (tsconfig.json)` or `the parser`. */
  checkedWith: string;
  /** Empty when the edit is safe to write. */
  problems: string[];
}

/**
 * Checks an edited proxy file without writing it: it parses, exports one default function,
 * its `config.matcher` is a literal that lists the gate's entry and that Next can read, and —
 * in a TypeScript app whose `typescript` package is installed — the TypeScript compiler finds
 * no error in it that the file did not have before (the app's own tsconfig.json, the file's
 * imports resolved from the app as `next build` resolves them).
 */
export function checkProxyEdit(
  app: NextApp,
  file: string,
  before: string,
  after: string,
): ProxyEditCheck {
  const problems = checkShape(
    after,
    path.basename(file).startsWith('middleware.') ? 'middleware' : 'proxy',
  );
  if (problems.length) return { checkedWith: 'the parser', problems };
  const ts = app.typescript ? loadTypeScript(app.root) : undefined;
  if (!ts) return { checkedWith: 'the parser', problems };
  const configFile = ts.findConfigFile(app.root, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) return { checkedWith: 'the parser', problems };
  const compile = typeChecker(ts, configFile, path.join(app.root, file));
  const old = compile(before);
  const now = compile(after);
  // Errors the file had before are the merchant's; only new ones are the edit's.
  const known = [...old];
  for (const message of now) {
    const at = known.indexOf(message);
    if (at >= 0) known.splice(at, 1);
    else problems.push(message);
  }
  return {
    checkedWith: `TypeScript ${ts.version} (${path.relative(app.root, configFile)})`,
    problems,
  };
}

function checkShape(source: string, name: string): string[] {
  let program: t.Program;
  try {
    program = parseModule(source).$ast as t.Program;
  } catch (error) {
    return [`it does not parse: ${(error as Error).message.split('\n')[0]}`];
  }
  const problems: string[] = [];
  const defaults = program.body.filter((s) => s.type === 'ExportDefaultDeclaration').length;
  const named = program.body.some(
    (s) =>
      s.type === 'ExportNamedDeclaration' &&
      ((s.declaration?.type === 'FunctionDeclaration' && s.declaration.id?.name === name) ||
        (s.declaration?.type === 'VariableDeclaration' &&
          s.declaration.declarations.some(
            (d) => d.id.type === 'Identifier' && d.id.name === name,
          )) ||
        s.specifiers.some((x) => x.exported.type === 'Identifier' && x.exported.name === name)),
  );
  if (defaults > 1) problems.push(`it has ${defaults} default exports`);
  if (!defaults && !named) problems.push(`it exports no ${name} function for Next.js to run`);
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'config') continue;
      try {
        const config = literalValue(unwrapExpression(declarator.init!)) as {
          matcher?: ProxyMatcher;
        };
        if (config.matcher === undefined) continue;
        compileMatcher(config.matcher);
        const entries = Array.isArray(config.matcher) ? config.matcher : [config.matcher];
        if (!entries.includes(GATE_MATCHER)) {
          problems.push("its config.matcher does not list the age gate's entry");
        }
      } catch (error) {
        problems.push(`its config cannot be read as Next reads it: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

/** The app's own TypeScript, as `next build` uses it; undefined when it has none. */
function loadTypeScript(root: string): typeof TS | undefined {
  try {
    return createRequire(path.join(root, 'package.json'))('typescript') as typeof TS;
  } catch {
    return undefined;
  }
}

/**
 * The errors TypeScript reports in `file` with the given text, as `file:line: message` without
 * the line (lines move with the edit). The program is the file alone plus the project's
 * declaration files (next-env.d.ts and the like); its imports are followed.
 */
function typeChecker(ts: typeof TS, configFile: string, file: string): (text: string) => string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    { noEmit: true, incremental: false, composite: false },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const options = parsed?.options ?? {};
  const declarations = (parsed?.fileNames ?? []).filter((f) => f.endsWith('.d.ts'));
  const cache = new Map<string, TS.SourceFile | undefined>();
  let program: TS.Program | undefined;
  return (text) => {
    const host = ts.createCompilerHost(options, true);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language, onError) => {
      if (path.resolve(name) === file) return ts.createSourceFile(name, text, language, true);
      if (!cache.has(name)) cache.set(name, read(name, language, onError));
      return cache.get(name);
    };
    program = ts.createProgram({
      rootNames: [file, ...declarations],
      options,
      host,
      oldProgram: program,
    });
    const source = program.getSourceFile(file);
    return [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ].map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  };
}

import type * as t from '@babel/types';
import { compileMatcher, type ProxyMatcher } from '../next/with-matcher';
import { literalValue, propertyName, unwrapExpression } from './literal-value';

/** Why a proxy file is not edited; its message completes "ofage init left proxy.ts as it is: …". */
export class Refusal extends Error {}

/** Where the merchant's proxy function is, and how it is exported. */
export type Handler =
  | { kind: 'default'; statement: t.ExportDefaultDeclaration }
  | { kind: 'declaration'; statement: t.ExportNamedDeclaration }
  | { kind: 'specifier'; statement: t.ExportNamedDeclaration; specifier: t.ExportSpecifier };

/** The function Next runs (composeProxy, step 1): the named export first, then the default one. */
export function findHandler(program: t.Program, name: string): Handler {
  let named: Handler | undefined;
  let fallback: Handler | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ExportAllDeclaration') {
      throw new Refusal(
        `it re-exports everything from '${statement.source.value}', which may be where its ${name} function is`,
      );
    }
    if (statement.type === 'ExportDefaultDeclaration') {
      fallback = { kind: 'default', statement };
      continue;
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of statement.specifiers) {
      const exported = exportedName(specifier.exported);
      if (exported !== name && exported !== 'default') continue;
      if (statement.source) {
        throw new Refusal(
          `its ${exported === 'default' ? 'default export' : name} is re-exported from '${statement.source.value}', so its code is in that file`,
        );
      }
      if (specifier.type !== 'ExportSpecifier') continue;
      const found: Handler = { kind: 'specifier', statement, specifier };
      if (exported === name) named = found;
      else fallback = found;
    }
    const declaration = statement.declaration;
    if (declaration?.type === 'FunctionDeclaration' && declaration.id?.name === name) {
      named = { kind: 'declaration', statement };
    } else if (declaration?.type === 'VariableDeclaration') {
      const declarator = declaration.declarations.find(
        (d) => d.id.type === 'Identifier' && d.id.name === name,
      );
      if (declarator && !declarator.init) throw new Refusal(`its ${name} has no value`);
      if (declarator && declaration.declarations.length > 1) {
        throw new Refusal(`its ${name} is declared together with other variables`);
      }
      if (declarator) named = { kind: 'declaration', statement };
    } else if (declaration?.type === 'TSDeclareFunction' && declaration.id?.name === name) {
      throw new Refusal(`its ${name} function has overloads`);
    }
  }
  const handler = named ?? fallback;
  if (!handler) {
    throw new Refusal(`it exports no ${name} function and no default export for Next.js to run`);
  }
  if (named && fallback) {
    throw new Refusal(
      `it has both a ${name} export (the one Next.js runs) and a default export; remove the one you do not use`,
    );
  }
  return handler;
}

export interface Config {
  statement: t.ExportNamedDeclaration;
  matcher: t.ObjectProperty | undefined;
}

/** `export const config = {…}`, as Next reads it: an object literal. */
export function findConfig(program: t.Program): Config | undefined {
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.specifiers.some((s) => exportedName(s.exported) === 'config')) {
      throw new Refusal(
        'its config is exported by name (`export { config }`); Next.js reads only `export const config = {…}`',
      );
    }
    if (statement.declaration?.type !== 'VariableDeclaration') continue;
    const declarator = statement.declaration.declarations.find(
      (d) => d.id.type === 'Identifier' && d.id.name === 'config',
    );
    if (!declarator) continue;
    const object = declarator.init && unwrapExpression(declarator.init);
    if (object?.type !== 'ObjectExpression') {
      throw new Refusal('its `export const config` is not an object literal, which Next.js needs');
    }
    const matcher = object.properties.find(
      (p): p is t.ObjectProperty =>
        p.type === 'ObjectProperty' && !p.computed && safeName(p) === 'matcher',
    );
    return { statement, matcher };
  }
  return undefined;
}

/** The matcher's value, checked as Next checks it; a refusal when it cannot be read. */
export function readMatcher(property: t.ObjectProperty): ProxyMatcher {
  let value: unknown;
  try {
    value = literalValue(property.value);
  } catch (error) {
    throw new Refusal(`its config.matcher is not a literal: ${(error as Error).message}`);
  }
  const entries = Array.isArray(value) ? value : [value];
  const valid = entries.every(
    (e) =>
      typeof e === 'string' ||
      (typeof e === 'object' &&
        e !== null &&
        typeof (e as { source?: unknown }).source === 'string'),
  );
  if (!valid || !entries.length) {
    throw new Refusal('its config.matcher is not a path, a list of paths or of { source } objects');
  }
  try {
    compileMatcher(value as ProxyMatcher);
  } catch (error) {
    throw new Refusal(`its config.matcher cannot be read: ${(error as Error).message}`);
  }
  return value as ProxyMatcher;
}

/** Names declared at the top level of the file: imports, functions, classes, variables. */
export function topLevelNames(program: t.Program): Set<string> {
  const names = new Set<string>();
  const add = (node: t.Node | null | undefined) => {
    if (node?.type === 'Identifier') names.add(node.name);
    else if (node?.type === 'ObjectPattern')
      node.properties.forEach((p) =>
        add(p.type === 'RestElement' ? p.argument : (p.value as t.Node)),
      );
    else if (node?.type === 'ArrayPattern') node.elements.forEach((e) => add(e));
    else if (node?.type === 'RestElement' || node?.type === 'AssignmentPattern')
      add(node.type === 'RestElement' ? node.argument : node.left);
  };
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : statement;
    if (!declaration) continue;
    if (declaration.type === 'ImportDeclaration')
      declaration.specifiers.forEach((s) => add(s.local));
    if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration')
      add(declaration.id);
    if (declaration.type === 'VariableDeclaration')
      declaration.declarations.forEach((d) => add(d.id));
  }
  return names;
}

export function exportedName(node: t.Identifier | t.StringLiteral): string {
  return node.type === 'Identifier' ? node.name : node.value;
}

function safeName(property: t.ObjectProperty): string | undefined {
  try {
    return propertyName(property);
  } catch {
    return undefined;
  }
}

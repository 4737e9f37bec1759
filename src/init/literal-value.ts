import type * as t from '@babel/types';

/**
 * The value of an expression written as a literal (strings, numbers, booleans, null, template
 * strings without substitutions, arrays and plain objects of them), as Next.js reads a proxy's
 * `config` at build time. Anything else (a variable, a call, a spread) throws: Next could not
 * read it either.
 */
export function literalValue(node: t.Node): unknown {
  switch (node.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return node.value;
    case 'NullLiteral':
      return null;
    case 'TemplateLiteral':
      if (node.expressions.length) break;
      return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw notLiteral(element ?? node);
        return literalValue(element);
      });
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'ObjectProperty' || property.computed) throw notLiteral(property);
        value[propertyName(property)] = literalValue(property.value);
      }
      return value;
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'TSTypeAssertion':
    case 'ParenthesizedExpression':
      return literalValue(node.expression);
  }
  throw notLiteral(node);
}

/** The key of a non-computed object property: `matcher`, `'matcher'` or `1`. */
export function propertyName(property: t.ObjectProperty | t.ObjectMethod): string {
  const key = property.key;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral' || key.type === 'NumericLiteral') return String(key.value);
  throw notLiteral(key);
}

/** The expression inside TypeScript's `as`, `satisfies`, `!` and `<T>` and any parentheses. */
export function unwrapExpression(node: t.Expression): t.Expression {
  let inner = node;
  while (
    inner.type === 'TSAsExpression' ||
    inner.type === 'TSSatisfiesExpression' ||
    inner.type === 'TSNonNullExpression' ||
    inner.type === 'TSTypeAssertion' ||
    inner.type === 'ParenthesizedExpression'
  ) {
    inner = inner.expression;
  }
  return inner;
}

function notLiteral(node: t.Node): Error {
  const line = node.loc ? ` (line ${node.loc.start.line})` : '';
  return new Error(`a ${node.type} where Next.js reads only literal values${line}`);
}

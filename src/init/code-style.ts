import type * as t from '@babel/types';
import { detectCodeFormat, parseModule } from 'magicast';

/** How the file writes code, so that what is added reads like the rest of it. */
export interface Style {
  quote: '"' | "'";
  semi: '' | ';';
  /** After the last item of a list broken over lines. */
  comma: '' | ',';
  indent: string;
}

export function detectStyle(source: string, program: t.Program): Style {
  const detected = detectCodeFormat(source);
  // Statements that end with a semicolon when the file uses them (declarations never do).
  const endings = program.body
    .filter((s) => !/^(Function|Class|TS\w+)Declaration$|^Export\w+Declaration$/.test(s.type))
    .map((s) =>
      source
        .slice(s.start ?? 0, s.end ?? 0)
        .trimEnd()
        .endsWith(';'),
    );
  const semis = endings.filter(Boolean).length;
  const trailing = source.match(/,[ \t]*\r?\n[ \t]*[\]})]/g)?.length ?? 0;
  const bare = source.match(/[^,\s[{(][ \t]*\r?\n[ \t]*[\]})]/g)?.length ?? 0;
  return {
    quote: detected.quote === 'double' ? '"' : "'",
    semi: semis * 2 >= endings.length ? ';' : '',
    comma: trailing >= bare ? ',' : '',
    indent: detected.useTabs ? '\t' : ' '.repeat(detected.tabWidth || 2),
  };
}

/** Whether a list in the file ends with a comma after its last item. */
export function trailingCommaIn(source: string, list: t.ArrayExpression): '' | ',' {
  const last = list.elements.at(-1);
  if (!last || list.end === null || list.end === undefined) return '';
  return /^\s*,/.test(source.slice(last.end ?? 0, list.end - 1)) ? ',' : '';
}

/** A string literal in the file's own quotes. */
export function quote(value: string, style: Style): string {
  const q = style.quote;
  return q + value.replace(/\\/g, '\\\\').replace(new RegExp(q, 'g'), `\\${q}`) + q;
}

/** Statements parsed from code this module writes; recast keeps their layout when printing. */
export function template(code: string): t.Statement[] {
  return (parseModule(code).$ast as t.Program).body;
}

/**
 * A literal value as source in the file's style: on one line when it fits, else one item per
 * line, `depth` levels in.
 */
export function literalSource(value: unknown, style: Style, depth: number): string {
  const inline = (v: unknown): string => {
    if (typeof v === 'string') return quote(v, style);
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (v && typeof v === 'object') {
      const entries = Object.entries(v).map(
        ([k, item]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k, style)}: ${inline(item)}`,
      );
      return entries.length ? `{ ${entries.join(', ')} }` : '{}';
    }
    return String(v);
  };
  const line = inline(value);
  if (!Array.isArray(value) || line.length + style.indent.length * depth <= 100) return line;
  const inner = style.indent.repeat(depth + 1);
  return `[\n${value.map((v) => `${inner}${inline(v)},`).join('\n')}\n${style.indent.repeat(depth)}]`;
}

/** Replaces the identifier `placeholder` anywhere below `root` with `replacement`. */
export function replaceIdentifier(root: object, placeholder: string, replacement: t.Node): void {
  const visit = (node: Record<string, unknown>): boolean => {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || !value || typeof value !== 'object') continue;
      const children = Array.isArray(value) ? value : [value];
      for (let i = 0; i < children.length; i++) {
        const child = children[i] as { type?: string; name?: string } | null;
        if (child?.type === 'Identifier' && child.name === placeholder) {
          if (Array.isArray(value)) value[i] = replacement;
          else node[key] = replacement;
          return true;
        }
        if (child && typeof child === 'object' && visit(child as Record<string, unknown>))
          return true;
      }
    }
    return false;
  };
  if (!visit(root as Record<string, unknown>)) throw new Error(`no ${placeholder} in the template`);
}

export type Comment = { type: 'CommentLine' | 'CommentBlock'; value: string };

export function commentSource(comment: Comment): string {
  return comment.type === 'CommentLine' ? `//${comment.value}` : `/*${comment.value}*/`;
}

/**
 * A unified diff of two texts, line by line, with `context` unchanged lines around each
 * change: what `ofage init` shows before it edits a file of the merchant's. The longest common
 * subsequence of lines decides what changed (files this small need nothing cleverer).
 */
export function lineDiff(
  before: string,
  after: string,
  labels: { before: string; after: string },
  context = 3,
): string {
  const a = before.replace(/\n$/, '').split('\n');
  const b = after.replace(/\n$/, '').split('\n');
  // common[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const ops: { kind: ' ' | '-' | '+'; text: string; a: number; b: number }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: ' ', text: a[i]!, a: i++, b: j++ });
    } else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      // A removed line before the one that replaces it, as diff and git show them.
      ops.push({ kind: '-', text: a[i]!, a: i++, b: j });
    } else {
      ops.push({ kind: '+', text: b[j]!, a: i, b: j++ });
    }
  }

  const out = [`--- ${labels.before}`, `+++ ${labels.after}`];
  let at = 0;
  while (at < ops.length) {
    if (ops[at]!.kind === ' ') {
      at++;
      continue;
    }
    // A hunk: this change and those within 2 × context lines of it, with context around.
    let end = at;
    for (let k = at; k < ops.length; k++) {
      if (ops[k]!.kind !== ' ') end = k;
      else if (k - end > context * 2) break;
    }
    const start = Math.max(0, at - context);
    const stop = Math.min(ops.length, end + context + 1);
    const hunk = ops.slice(start, stop);
    const oldLines = hunk.filter((o) => o.kind !== '+').length;
    const newLines = hunk.filter((o) => o.kind !== '-').length;
    out.push(`@@ -${hunk[0]!.a + 1},${oldLines} +${hunk[0]!.b + 1},${newLines} @@`);
    for (const op of hunk) out.push(`${op.kind}${op.text}`);
    at = stop;
  }
  return out.join('\n');
}

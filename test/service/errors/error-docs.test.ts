import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ERROR_STATUS } from '../../../src/protocol/api-error-status';
import { SERVICE_ERROR_STATUS } from '../../../src/service/errors/error-status';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

/** Rows of the first Markdown table after `heading`, as cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const from = markdown.indexOf(`\n${heading}\n`);
  expect(from, heading).toBeGreaterThanOrEqual(0);
  const lines = markdown.slice(from).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines
    .slice(start + 2, end) // past the header and its separator
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const codesIn = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z_]*)`/g)].map((m) => m[1]!);

/** docs/api.md#errors as code → status; a row `404 / 405 | NOT_FOUND / METHOD_NOT_ALLOWED` is two. */
function documentedApiErrors(): Map<string, number> {
  const documented = new Map<string, number>();
  for (const [statusCell = '', codeCell = ''] of tableAfter(read('docs/api.md'), '## Errors')) {
    const statuses = statusCell.split('/').map((s) => Number(s.trim()));
    const codes = codesIn(codeCell);
    expect(codes, `row ${statusCell}`).toHaveLength(statuses.length);
    codes.forEach((code, i) => documented.set(code, statuses[i]!));
  }
  return documented;
}

describe('the error codes a merchant can receive, as documented', () => {
  it('docs/api.md#errors lists every code of the wire protocol, each with its HTTP status', () => {
    const documented = documentedApiErrors();
    for (const [code, status] of Object.entries(API_ERROR_STATUS)) {
      expect(documented.get(code), `${code} in docs/api.md`).toBe(status);
    }
  });

  it('docs/api.md#errors lists no code the service does not have, nor a status it does not answer', () => {
    for (const [code, status] of documentedApiErrors()) {
      expect(Object.hasOwn(API_ERROR_STATUS, code), `${code} is a wire code`).toBe(true);
      expect(SERVICE_ERROR_STATUS[code as keyof typeof SERVICE_ERROR_STATUS]).toBe(status);
    }
  });

  it('docs/merchant/errors.md names exactly the service codes an OfageError passes on', () => {
    const rows = tableAfter(read('docs/merchant/errors.md'), '## Errors a merchant can receive');
    const serviceRow = rows.find(([, from = '']) => from.startsWith('`ageGate.client`'));
    expect(serviceRow).toBeDefined();
    expect(codesIn(serviceRow![0]!).sort()).toEqual(Object.keys(API_ERROR_STATUS).sort());
  });
});

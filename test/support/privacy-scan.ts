import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { createLogger, type Logger } from '../../src/service/logger';
import type { TestService } from './test-service';

/** A debug-level logger whose lines are kept in `logs`, for `expectNoTrace` to search. */
export function capturingLogger(logs: string[]): Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('latin1'));
      done();
    },
  });
  return createLogger('debug', sink);
}

/**
 * Everything a verification may have left behind — the data directory's files, every table's
 * rows (PostgreSQL; SQLite's rows are in the data directory's file) and the logs — searched for
 * each needle raw, as the start of its base64 and in hex. Used by every method that handles
 * images (facial estimation, ID documents, the selfie match).
 */
export async function expectNoTrace(
  t: TestService,
  dialect: string,
  logs: readonly string[],
  needles: readonly [string, Buffer][],
): Promise<void> {
  const haystacks: [string, Buffer][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else haystacks.push([p, fs.readFileSync(p)]);
    }
  };
  walk(t.service.ctx.config.dataDir);
  if (dialect !== 'postgres') {
    // The scan means something only if the database file is among what it reads.
    expect(haystacks.some(([p]) => /\.(db|sqlite)$/.test(p))).toBe(true);
  } else {
    const tables = await sql<{ tablename: string }>`
      select tablename from pg_tables where schemaname = 'public'`.execute(t.service.ctx.db);
    for (const { tablename } of tables.rows) {
      const rows = await sql<{ r: string }>`
        select row_to_json(x)::text as r from ${sql.table(tablename)} x`.execute(t.service.ctx.db);
      haystacks.push([`table ${tablename}`, Buffer.from(rows.rows.map((r) => r.r).join('\n'))]);
    }
  }
  expect(logs.length).toBeGreaterThan(0);
  haystacks.push(['logs', Buffer.from(logs.join(''), 'latin1')]);
  for (const [where, hay] of haystacks) {
    const text = hay.toString('latin1');
    for (const [name, needle] of needles) {
      expect(hay.includes(needle), `${name} in ${where}`).toBe(false);
      expect(text.includes(needle.toString('base64').slice(0, 12)), `${name} b64 in ${where}`).toBe(
        false,
      );
      // In hex only from 8 bytes: a 3-byte signature's 6 hex digits turn up in any hash by chance.
      if (needle.length >= 8) {
        expect(text.includes(needle.toString('hex')), `${name} hex in ${where}`).toBe(false);
      }
    }
  }
}

/**
 * Needles of image data: the JPEG and PNG signatures and 32 bytes from each image's middle — the
 * first such window with varied bytes (a JPEG of a flat card can code long runs as zero bytes,
 * which any file may contain).
 */
export function imageNeedles(images: readonly Buffer[]): [string, Buffer][] {
  return [
    ['JPEG signature', Buffer.from([0xff, 0xd8, 0xff])],
    ['PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ...images.map((f, i): [string, Buffer] => [`image ${i} bytes`, variedWindow(f)]),
  ];
}

function variedWindow(image: Buffer): Buffer {
  for (let at = image.length >> 1; at + 32 <= image.length; at += 16) {
    const window = image.subarray(at, at + 32);
    if (new Set(window).size >= 16) return window;
  }
  return image.subarray(image.length >> 1, (image.length >> 1) + 32);
}

import type { Kysely } from 'kysely';
import { createBatcher } from '../db/create-batcher';
import type { Database, NewVerificationRow, VerificationRow } from '../db/schema';

/** Batched hot-path access to the verifications table (perform inserts, get-status reads). */
export interface VerificationStore {
  insert(row: NewVerificationRow): Promise<void>;
  /** The row by id, or undefined. */
  load(id: string): Promise<VerificationRow | undefined>;
}

export function createVerificationStore(db: Kysely<Database>): VerificationStore {
  const insert = createBatcher<NewVerificationRow, void>(async (rows) => {
    try {
      await db.insertInto('verifications').values(rows).execute();
      return rows.map(() => undefined);
    } catch (error) {
      if (rows.length === 1) return [toError(error)];
      // One bad row must not fail its neighbours: retry one by one so each caller gets its own answer.
      const results = await Promise.allSettled(
        rows.map((row) => db.insertInto('verifications').values(row).execute()),
      );
      return results.map((r) => (r.status === 'rejected' ? toError(r.reason) : undefined));
    }
  });

  const load = createBatcher<string, VerificationRow | undefined>(async (ids) => {
    const unique = [...new Set(ids)];
    const rows = await db
      .selectFrom('verifications')
      .selectAll()
      .where('id', 'in', unique)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  });

  return { insert, load };
}

const toError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

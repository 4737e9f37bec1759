import type { CompiledQuery, Kysely } from 'kysely';
import { createBatcher } from '../db/create-batcher';
import type { Database, NewVerificationRow, VerificationRow } from '../db/schema';

/** The columns get-status reads: its scope check, the expiry of a PENDING one, and the result. */
export const RESULT_COLUMNS = [
  'id',
  'product_id',
  'mode',
  'status',
  'expires_at',
  'method',
  'age_low',
  'age_high',
  'result_category',
  'failure_reason',
  'dob',
  'revoked_at',
  'revoke_reason',
] as const;
export type VerificationResultRow = Pick<VerificationRow, (typeof RESULT_COLUMNS)[number]>;

/** Batched hot-path access to the verifications table (perform inserts, get-status reads). */
export interface VerificationStore {
  insert(row: NewVerificationRow): Promise<void>;
  /** The row by id, or undefined. */
  load(id: string): Promise<VerificationRow | undefined>;
  /** Only the {@link RESULT_COLUMNS} of the row by id, or undefined: get-status's read. */
  loadResult(id: string): Promise<VerificationResultRow | undefined>;
}

export function createVerificationStore(db: Kysely<Database>): VerificationStore {
  const insertRows = compiledInsert(db);
  const insert = createBatcher<NewVerificationRow, void>(async (rows) => {
    try {
      await insertRows(rows);
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

  const load = batchById(db, (ids) =>
    db.selectFrom('verifications').selectAll().where('id', 'in', ids).compile(),
  );
  const loadResult = batchById(db, (ids) =>
    db.selectFrom('verifications').select(RESULT_COLUMNS).where('id', 'in', ids).compile(),
  );

  return { insert, load, loadResult };
}

/**
 * A batched read by id. Building and compiling a query costs about as much as SQLite takes to
 * run it, so the query for each batch size is compiled once and run again with the batch's ids
 * as its parameters (a batch has at most 100 ids, so at most 100 queries are kept).
 */
function batchById<Row extends { id: string }>(
  db: Kysely<Database>,
  build: (ids: string[]) => CompiledQuery<Row>,
): (id: string) => Promise<Row | undefined> {
  const compiled = new Map<number, CompiledQuery<Row>>();
  return createBatcher<string, Row | undefined>(async (ids) => {
    const unique = [...new Set(ids)];
    let query = compiled.get(unique.length);
    if (!query) {
      query = build(unique);
      // Reusing it is sound only while the ids are its parameters, in order, and nothing else.
      if (
        query.parameters.length !== unique.length ||
        query.parameters.some((p, i) => p !== unique[i])
      ) {
        throw new Error('a batched read by id must take exactly the ids as its parameters');
      }
      compiled.set(unique.length, query);
    }
    const { rows } = await db.executeQuery<Row>({ ...query, parameters: unique });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  });
}

/**
 * The batched insert, its SQL compiled once per batch size and set of columns. Building and
 * compiling a multi-row insert cost perform more than SQLite took to run it; a batch's rows are
 * then only laid out as the parameters, column by column of each row, in the compiled order.
 */
function compiledInsert(db: Kysely<Database>): (rows: NewVerificationRow[]) => Promise<unknown> {
  const compiled = new Map<string, CompiledQuery>();
  return async (rows) => {
    const columns = Object.keys(rows[0]!) as (keyof NewVerificationRow)[];
    // One flat loop: the batch's rows laid out as parameters, and whether they all have the same
    // columns as the first (perform's always do; anything else is inserted as Kysely builds it).
    const parameters: unknown[] = [];
    for (const row of rows) {
      if (Object.keys(row).length !== columns.length) {
        return db.insertInto('verifications').values(rows).execute();
      }
      for (const column of columns) {
        if (!(column in row)) return db.insertInto('verifications').values(rows).execute();
        parameters.push(row[column]);
      }
    }
    const cacheKey = `${rows.length} ${columns.join(',')}`;
    let query = compiled.get(cacheKey);
    if (!query) {
      query = db.insertInto('verifications').values(rows).compile();
      // Reusing it is sound only while the values are its parameters, in this order, and nothing
      // else (a value Kysely wrote into the SQL itself would be another batch's).
      if (
        query.parameters.length !== parameters.length ||
        query.parameters.some((p, i) => p !== parameters[i])
      ) {
        return db.executeQuery(query);
      }
      // At most 100 batch sizes (the batcher's cap) for the one set of columns perform writes.
      if (compiled.size >= 200) compiled.clear();
      compiled.set(cacheKey, query);
    }
    return db.executeQuery({ ...query, parameters });
  };
}

const toError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

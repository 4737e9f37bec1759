import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/service/db/create-database';
import { enqueueWebhook } from '../../../src/service/webhooks/enqueue-webhook';
import { testDatabases } from '../../support/databases';
import { fakeClock, newSecret, seedProduct } from './support/fixtures';
import { useWebhookHarness } from './support/harness';

const EVENTS = 80;

describe.each(testDatabases())(
  'two dispatchers sharing one outbox on $dialect',
  ({ dialect, open }) => {
    const h = useWebhookHarness(open);

    it('never deliver one event twice, and between them deliver every event', async () => {
      const clock = fakeClock();
      const secret = newSecret();
      // Small random delays interleave the two instances' claims and completions.
      const receiver = await h.receiver([secret], () => ({
        status: 200,
        delayMs: Math.floor(Math.random() * 8),
      }));
      const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
      const ids = new Set<string>();
      for (let n = 0; n < EVENTS; n++) {
        ids.add(
          (await enqueueWebhook(
            h.db,
            { productId, mode: 'test', eventType: 'Test', data: { n } },
            clock.now(),
          ))!,
        );
      }

      // PostgreSQL: a second connection pool, as a second service instance would have. SQLite: one
      // handle shared, as one process has (another process would get its own file lock in turn).
      let otherDb = h.db;
      if (dialect === 'postgres') {
        const other = createDatabase({
          databaseUrl: h.handle.url,
          dataDir: h.handle.dataDir,
          poolSize: 5,
        });
        h.onCleanup(other.close);
        otherDb = other.db;
      }
      const a = h.dispatcher({ now: clock.now, concurrency: 4 });
      const b = h.dispatcher({ db: otherDb, now: clock.now, concurrency: 4 });

      const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);

      expect(byA + byB).toBe(EVENTS);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      const receipts = new Map<string, number>();
      for (const w of receiver.received) receipts.set(w.id, (receipts.get(w.id) ?? 0) + 1);
      expect([...receipts.keys()].sort()).toEqual([...ids].sort());
      expect([...receipts.values()].every((count) => count === 1)).toBe(true);
      const states = await h.db.selectFrom('webhook_events').select('state').distinct().execute();
      expect(states).toEqual([{ state: 'delivered' }]);
      const attempts = await h.db
        .selectFrom('webhook_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(attempts.n)).toBe(EVENTS);
    });
  },
);

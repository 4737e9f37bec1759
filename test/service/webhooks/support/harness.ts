import { afterEach, beforeEach } from 'vitest';
import {
  createWebhookDispatcher,
  type WebhookDispatcher,
  type WebhookDispatcherOptions,
} from '../../../../src/service/webhooks/create-webhook-dispatcher';
import { enqueueWebhook } from '../../../../src/service/webhooks/enqueue-webhook';
import type { TestDatabase } from '../../../support/databases';
import { startReceiver, type Receiver } from './webhook-receiver';

/**
 * Per-test database, receivers and dispatchers, torn down in reverse order (dispatchers stop
 * before their receivers close, the database closes last).
 */
export function useWebhookHarness(open: TestDatabase['open']) {
  type OpenedDatabase = Awaited<ReturnType<TestDatabase['open']>>;
  let handle: OpenedDatabase | undefined;
  const cleanups: Array<() => Promise<void>> = [];

  beforeEach(async () => {
    handle = await open();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
    await handle?.close();
    handle = undefined;
  });

  const current = (): OpenedDatabase => {
    if (!handle) throw new Error('no database: used outside a test');
    return handle;
  };

  return {
    get handle() {
      return current();
    },
    get db() {
      return current().db;
    },
    async receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
      const receiver = await startReceiver(...args);
      cleanups.push(receiver.close);
      return receiver;
    },
    /** Receivers listen on 127.0.0.1, so loopback targets are allowed unless a test says not. */
    dispatcher(options: Partial<WebhookDispatcherOptions> = {}): WebhookDispatcher {
      const dispatcher = createWebhookDispatcher({
        db: current().db,
        dialect: current().dialect,
        random: () => 0.5,
        allowLoopback: true,
        ...options,
      });
      cleanups.push(() => dispatcher.stop());
      return dispatcher;
    },
    /** Enqueues a test-mode `Test` event for `productId` at `now` (`enqueueWebhook`'s answer). */
    enqueueTest(productId: string, now: number): Promise<string | null> {
      return enqueueWebhook(
        current().db,
        { productId, mode: 'test', eventType: 'Test', data: {} },
        now,
      );
    },
    /** Registers extra teardown (e.g. a second database handle). */
    onCleanup(cleanup: () => Promise<void>) {
      cleanups.push(cleanup);
    },
    event(id: string) {
      return current()
        .db.selectFrom('webhook_events')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },
    attempts(id: string) {
      return current()
        .db.selectFrom('webhook_attempts')
        .selectAll()
        .where('event_id', '=', id)
        .orderBy('id', 'asc')
        .execute();
    },
  };
}

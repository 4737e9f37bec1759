import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db/create-database';
import { purgeOidcPayloads } from '../methods/kit/purge-oidc-payloads';
import { purgeExpired } from './purge-expired';

/**
 * The service's periodic purge (hourly and at start): expired and past-retention rows
 * (`purgeExpired`), expired OpenID records, then on SQLite the freed pages given back to the file
 * system. A run still going when the next is due (a first purge of a large backlog) is not
 * started twice: the next tick is skipped. Failures are logged, never thrown.
 */
export function scheduledPurge(
  ctx: ServiceContext,
  database: Pick<DatabaseHandle, 'reclaimSpace'>,
): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await purgeExpired(ctx);
      if (deleted > 0) ctx.logger.info({ deleted }, 'purged expired verifications');
      await purgeOidcPayloads(ctx.db, ctx.now()).catch((err: unknown) =>
        ctx.logger.error({ err }, 'purge of expired OpenID records failed'),
      );
      const pages = (await database.reclaimSpace?.()) ?? 0;
      if (pages > 0)
        ctx.logger.info({ pages }, 'gave freed database pages back to the file system');
    } catch (err) {
      ctx.logger.error({ err }, 'purge failed');
    } finally {
      running = false;
    }
  };
}

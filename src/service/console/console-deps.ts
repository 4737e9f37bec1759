import type { ServiceContext } from '../context';
import type { WebhookDispatcher } from '../webhooks/create-webhook-dispatcher';

/**
 * What console operations use of the running service. A `Service` satisfies it; spelled out
 * rather than picked from `Service`, which is composed from the console among the rest.
 */
export interface ConsoleDeps {
  ctx: ServiceContext;
  dispatcher: WebhookDispatcher;
  /** Drops cached products and keys after a change made in this process. */
  invalidateCaches(): void;
  /** The per-process secret the front door stamps client addresses with (`client-stamp.ts`). */
  clientStamp: string;
}

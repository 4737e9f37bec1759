import { EventEmitter } from 'node:events';
import type { VerificationRow } from '../db/schema';

/** The drain's event: not a verification id (those are UUIDs). */
const DRAIN = Symbol('drain');

/**
 * In-process fan-out of completed verifications to open widgets (server-sent events). Widgets
 * served by another instance learn the result by polling, so this is a latency optimisation only.
 */
export class VerificationNotifier {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(row: VerificationRow): void {
    this.emitter.emit(row.id, row);
  }

  subscribe(verificationId: string, listener: (row: VerificationRow) => void): () => void {
    this.emitter.on(verificationId, listener);
    return () => this.emitter.off(verificationId, listener);
  }

  /**
   * `listener` runs when the service starts draining: open event streams end then (the widget's
   * EventSource reconnects, through the load balancer, to an instance that is not stopping)
   * rather than holding the drain for their whole life.
   */
  onDrain(listener: () => void): () => void {
    this.emitter.on(DRAIN, listener);
    return () => this.emitter.off(DRAIN, listener);
  }

  /** Ends every open event stream (`onDrain`). */
  drain(): void {
    this.emitter.emit(DRAIN);
  }
}

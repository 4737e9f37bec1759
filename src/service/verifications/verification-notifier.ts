import { EventEmitter } from 'node:events';
import type { VerificationRow } from '../db/schema';

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
}

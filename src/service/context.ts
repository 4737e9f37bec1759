import type { Kysely } from 'kysely';
import type { ServiceConfig } from './config/load-config';
import type { Dialect } from './db/create-database';
import type { Database, VerificationRow } from './db/schema';
import type { Logger } from './logger';
import type { WorkerPool } from './methods/kit/worker-pool';
import type { SigningKeyRing } from './tokens/signing-keys';
import type { VerificationStore } from './verifications/verification-store';

/** What the service's operations need, passed explicitly (no module state). */
export interface ServiceContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: ServiceConfig;
  logger: Logger;
  /** Epoch milliseconds; injected so tests can move time. */
  now: () => number;
  signingKeys: SigningKeyRing;
  /** Batched inserts and reads of verifications for the API hot path. */
  verifications: VerificationStore;
  /** Called after a verification reached PASS/FAIL and the transaction committed. */
  onCompleted: (row: VerificationRow) => void;
  /**
   * Worker threads for the methods' heavy reads (models, OCR, barcodes); absent when
   * `OFAGE_METHOD_WORKERS=0` or no method needs one — those methods are then not live.
   */
  workers?: WorkerPool;
}

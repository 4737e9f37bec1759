import { ServiceError } from '../../errors/service-error';
import { WorkerTaskError } from '../kit/worker-pool';
import { openMethodSession } from '../kit/method-sessions';
import type { MethodCall } from '../kit/method-definition';
import { sniffImageType } from './image-type';

/**
 * What the document actions (`submit`, `front`) share about the photo they receive: its checks,
 * the metering of reads, and running a reader task in the worker pool.
 */

/** The largest photo accepted: a 12-megapixel phone JPEG is 3–6 MB. */
export const MAX_DOCUMENT_IMAGE_BYTES = 10 * 1024 * 1024;
/** Reads of one verification are counted over this window (see `openMethodSession`). */
const READ_WINDOW_MS = 10 * 60 * 1000;

/**
 * A document photo's checks before any decoding: JPEG or PNG by its signature (415 otherwise,
 * HEIC with what to do instead). The size (413) is the action's `maxBodyBytes`.
 */
export function checkDocumentPhoto(bytes: Uint8Array): void {
  const type = sniffImageType(bytes);
  if (type === 'heic') {
    throw new ServiceError(
      'UNSUPPORTED_MEDIA_TYPE',
      'HEIC photos cannot be read here: upload a JPEG or PNG (on an iPhone, choose "Most Compatible" under Settings › Camera › Formats, or take the photo from this page)',
    );
  }
  if (type === 'other') {
    throw new ServiceError(
      'UNSUPPORTED_MEDIA_TYPE',
      'the body is not a JPEG or PNG image: send the photo of the document as the raw body',
    );
  }
}

/**
 * Before a read: the reader `tasks` must be loaded (waiting while the workers load; 503 when
 * they did not load), the pool must have room for
 * them all (429 + `Retry-After`, so retrying costs nothing), and then the read is metered. An
 * unreadable photo uses no attempt, so reads are metered instead: each one holds a short-lived
 * method session, and past MAX_OPEN_METHOD_SESSIONS in that window the answer is 429 — one
 * verification cannot keep a reader thread busy.
 */
export async function startRead(call: MethodCall, tasks: readonly string[]): Promise<void> {
  const { ctx } = call.deps;
  // Right after start-up the reader may still be loading: wait for it rather than refuse.
  if (!(await ctx.workers?.whenServes(tasks))) {
    throw new ServiceError(
      'SERVICE_UNAVAILABLE',
      'the document reader is not loaded on this service; use another method',
    );
  }
  ctx.workers!.admit(tasks.length);
  await openMethodSession(ctx, {
    method: 'id-document',
    purpose: 'read',
    verificationId: call.session!.row.id,
    data: {},
    ttlMs: READ_WINDOW_MS,
  });
}

/** Runs reader `task` on the photo `bytes` (transferred) in the worker pool. */
export async function readInWorker<T>(
  call: MethodCall,
  task: string,
  bytes: Uint8Array<ArrayBuffer>,
  input: Record<string, unknown>,
): Promise<T> {
  const image = bytes.buffer.byteLength === bytes.byteLength ? bytes.buffer : bytes.slice().buffer;
  try {
    return await call.deps.ctx.workers!.run<T>(task, { image, ...input }, [image]);
  } catch (error) {
    if (!(error instanceof WorkerTaskError)) throw error;
    if (error.code !== 'WORKER_TASK_FAILED') {
      call.deps.ctx.logger.warn({ code: error.code }, 'document read failed in its worker');
      throw new ServiceError(
        'SERVICE_UNAVAILABLE',
        'the document could not be read in time; try again',
      );
    }
    // libvips refused the file: a truncated or corrupt JPEG/PNG. Its message may quote the file.
    throw new ServiceError('INVALID_INPUT', 'the image could not be decoded: take the photo again');
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from '../errors/service-error';
import type { ApiRequest, ApiResponse } from './api-types';

const tooLarge = (limit: number): ServiceError =>
  new ServiceError('PAYLOAD_TOO_LARGE', `the request body is larger than ${limit} bytes`);

/**
 * Wraps a `node:http` request without copying headers or building a Web `Request`. A class, so
 * the hot path allocates one small object per request rather than a closure per method.
 */
class NodeApiRequest implements ApiRequest {
  readonly method: string;
  readonly url: string;

  constructor(private readonly req: IncomingMessage) {
    this.method = req.method ?? 'GET';
    this.url = req.url ?? '/';
  }

  header(name: string): string | null {
    const value = this.req.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  text(limit: number): Promise<string> {
    const req = this.req;
    return new Promise((resolve, reject) => {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > limit) {
        req.resume();
        reject(tooLarge(limit));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          req.removeAllListeners('data');
          req.resume();
          reject(tooLarge(limit));
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  }
}

export function fromNodeRequest(req: IncomingMessage): ApiRequest {
  return new NodeApiRequest(req);
}

/**
 * Writes an answer; its `headers` object is the answer's own, and gains `content-length` and
 * `x-request-id` (the request's id).
 */
export function writeNodeResponse(
  res: ServerResponse,
  response: ApiResponse,
  requestId: string,
): void {
  const { headers } = response;
  headers['content-length'] = String(Buffer.byteLength(response.body));
  headers['x-request-id'] = requestId;
  res.writeHead(response.status, headers);
  res.end(response.body);
}

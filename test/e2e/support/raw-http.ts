import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** What arrived of the body before the connection closed or `maxBodyBytes` was reached. */
  body: string;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given: origin form, absolute form, `*`, anything. */
  target: string;
  headers: [string, string][];
  body?: Buffer | string;
}

/**
 * One HTTP/1.1 exchange over a fresh socket, bytes exactly as given (fetch would normalise the
 * target, refuse some methods and headers). Resolves once the response's head and up to
 * `maxBodyBytes` of its body are in, or the connection closes; rejects when nothing complete
 * arrives within `timeoutMs` (the request hung).
 */
export function rawRequest(
  serviceUrl: string,
  request: RawRequest,
  options: { timeoutMs?: number; maxBodyBytes?: number } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(serviceUrl);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  const body = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
  const head =
    `${request.method} ${request.target} HTTP/1.1\r\n` +
    request.headers.map(([k, v]) => `${k}: ${v}\r\n`).join('') +
    (body ? `Content-Length: ${body.length}\r\n` : '') +
    'Connection: close\r\n\r\n';
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = Buffer.alloc(0);
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) return reject(error);
      const parsed = parseResponse(data);
      if (!parsed) {
        return reject(new Error(`no complete response to ${request.method} ${request.target}`));
      }
      resolve(parsed);
    };
    const timer = setTimeout(
      () =>
        finish(
          new Error(`no response to ${request.method} ${request.target} within ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end !== -1 && data.length - end - 4 >= maxBodyBytes) finish();
      // A streaming answer (server-sent events) is complete for us once its head is in.
      if (
        end !== -1 &&
        /\r\ncontent-type: text\/event-stream/i.test(data.subarray(0, end).toString('latin1'))
      ) {
        finish();
      }
    });
    socket.on('close', () => finish());
    socket.on('error', () => finish());
    socket.write(head);
    if (body) socket.write(body);
  });
}

function parseResponse(data: Buffer): RawResponse | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  let body = data.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status, headers, body: body.toString('utf8') };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * POSTs an endless chunked body and resolves with the status the server answers while it is
 * still being sent: a server that reads the whole body first never answers at all.
 */
export function streamEndlessBody(
  serviceUrl: string,
  path: string,
  headers: Record<string, string>,
  timeoutMs = 20_000,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(serviceUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const frame = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (result?: { status: number; body: string }, error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (result) resolve(result);
      else reject(error ?? new Error(`no answer from ${path}`));
    };
    const timer = setTimeout(
      () => finish(undefined, new Error(`${path} did not answer while the body kept coming`)),
      timeoutMs,
    );
    const pump = () => {
      while (!done && socket.write(frame));
      if (!done) socket.once('drain', pump);
    };
    socket.on('data', (c: Buffer) => {
      data = Buffer.concat([data, c]);
      const parsed = parseResponse(data);
      if (parsed) finish({ status: parsed.status, body: parsed.body });
    });
    socket.on('error', () => {
      const parsed = parseResponse(data);
      if (parsed) finish({ status: parsed.status, body: parsed.body });
      else finish(undefined, new Error(`${path}: connection failed before an answer`));
    });
    socket.on('close', () => {
      const parsed = parseResponse(data);
      if (parsed) finish({ status: parsed.status, body: parsed.body });
      else finish(undefined, new Error(`${path}: connection closed before an answer`));
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nTransfer-Encoding: chunked\r\n` +
        Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('') +
        '\r\n',
    );
    pump();
  });
}

export interface ChunkedUploadResult {
  /** 0 when the server reset the connection before its answer could be read (`acceptReset`). */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the socket accepted before the server closed it (or all of them). */
  sentBytes: number;
  /** Whether the whole body went out: a server that closes on refusal stops it early. */
  sentAll: boolean;
  /** From the first byte sent to the answer. */
  answeredAfterMs: number;
}

/**
 * POSTs a `totalBytes` body in 64 KiB chunks without `Content-Length` (chunked, as RFC 9112 §6.3
 * allows), honouring back-pressure, and keeps sending after the answer arrives, as a client
 * that ignores it would. Resolves once there is an answer and the body is either all sent or cut
 * off by the server closing the connection. A server that closes while body bytes it never read
 * are still in its socket makes the kernel reset the connection, which may drop its answer
 * before this client reads it: with `acceptReset`, that resolves with status 0.
 */
export function uploadChunkedBody(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  totalBytes: number,
  timeoutMs = 60_000,
  acceptReset = false,
): Promise<ChunkedUploadResult> {
  const { hostname, port } = new URL(baseUrl);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const frame = Buffer.concat([
    Buffer.from(`${chunk.length.toString(16)}\r\n`),
    chunk,
    Buffer.from('\r\n'),
  ]);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const started = Date.now();
    let data = Buffer.alloc(0);
    let answer: RawResponse | undefined;
    let answeredAfterMs = 0;
    let sentBytes = 0;
    let sentAll = false;
    let closed = false;
    let done = false;
    const settle = (error?: Error) => {
      if (done) return;
      if (!error && !(answer && (sentAll || closed))) return;
      if (!error && !closed && !isComplete(data)) return;
      answer = parseResponse(data) ?? answer;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (error || !answer) return reject(error ?? new Error(`no answer from ${path}`));
      resolve({ ...answer, sentBytes, sentAll, answeredAfterMs });
    };
    const timer = setTimeout(
      () => settle(new Error(`${path}: no answer and no close within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const pump = () => {
      while (!closed && sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (!closed && !sentAll) {
        socket.write('0\r\n\r\n');
        sentAll = true;
        settle();
      }
    };
    socket.on('data', (c: Buffer) => {
      data = Buffer.concat([data, c]);
      if (!answer) {
        answer = parseResponse(data);
        if (answer) answeredAfterMs = Date.now() - started;
      }
      settle();
    });
    const onClose = () => {
      closed = true;
      // `sentBytes` counts what the socket accepted, including what sat in buffers when the
      // server closed: an upper bound of what the server could have read.
      answer ??= parseResponse(data);
      if (answer && !answeredAfterMs) answeredAfterMs = Date.now() - started;
      if (!answer && acceptReset) {
        answer = { status: 0, headers: {}, body: '' };
        answeredAfterMs = Date.now() - started;
      }
      settle(answer ? undefined : new Error(`${path}: connection closed before an answer`));
    };
    socket.on('error', onClose);
    socket.on('close', onClose);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nTransfer-Encoding: chunked\r\n` +
        Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('') +
        '\r\n',
    );
    pump();
  });
}

/** Whether `data` holds a whole response: its head and, by its framing, all of its body. */
function isComplete(data: Buffer): boolean {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return false;
  const head = data.subarray(0, end).toString('latin1');
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  if (length !== undefined) return data.length - end - 4 >= Number(length);
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) return data.includes('\r\n0\r\n\r\n', end);
  return false;
}

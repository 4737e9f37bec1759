import type http from 'node:http';

/** Reads a request's whole body and hands it on parsed as JSON: the baselines' POST /insert. */
export function onJsonBody(req: http.IncomingMessage, handle: (body: unknown) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => handle(JSON.parse(Buffer.concat(chunks).toString()) as unknown));
}

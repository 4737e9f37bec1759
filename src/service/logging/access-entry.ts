/** What the access log says of one request: nothing a client sent but its method and path. */
export interface AccessFields {
  /** Marks access lines, to filter them from (or out of) the rest. */
  access: true;
  method: string;
  /** The route pattern reached (`routeOf`): never the path's ids, never the query string. */
  route: string;
  status: number;
  /** From the request's arrival to the last byte of its answer, to 0.1 ms. */
  ms: number;
  requestId: string;
  /** Present when the client went away before the answer was complete. */
  aborted?: true;
}

/**
 * The access log entry of one answered request: its method, route pattern, status, duration
 * and id, and a message of the first three. The path is reduced to its route pattern by
 * `routeOf` (the server's `routeLabel`: `/api/v1/age-verification/perform`, `/v/:id`,
 * `(unmatched)`), so no id, query string, token or key in a URL reaches the log; headers and
 * bodies are never read.
 */
export function accessEntry(
  request: {
    method: string;
    url: string;
    status: number;
    ms: number;
    requestId: string;
    complete: boolean;
  },
  routeOf: (path: string) => string,
): { msg: string; fields: AccessFields } {
  const queryAt = request.url.indexOf('?');
  const route = routeOf(queryAt === -1 ? request.url : request.url.slice(0, queryAt));
  const fields: AccessFields = {
    access: true,
    method: request.method,
    route,
    status: request.status,
    ms: Math.round(request.ms * 10) / 10,
    requestId: request.requestId,
    ...(request.complete ? {} : { aborted: true as const }),
  };
  return { msg: `${request.method} ${route} ${request.status}`, fields };
}

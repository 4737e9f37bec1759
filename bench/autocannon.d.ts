// The subset of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** A number of requests to send instead of a duration. */
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
      pipelining?: number;
      /** Requests per second across all connections (bench/soak.ts). */
      overallRate?: number;
      /** Worker threads to run the connections in, off the caller's event loop. */
      workers?: number;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      max: number;
    }
    interface Result {
      /** `total`: requests completed in the run. */
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      /** Answers with a 5xx status. */
      '5xx': number;
    }
  }
  /** A run in progress: a promise of its result that also reports each response. */
  interface Instance extends PromiseLike<autocannon.Result> {
    /** Ends the run early; its promise then resolves with what was measured. */
    stop(): void;
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        resBytes: number,
        responseTime: number,
      ) => void,
    ): this;
    /** A request that got no answer (refused, reset, timed out). */
    on(event: 'reqError', listener: (error: Error) => void): this;
  }
  function autocannon(options: autocannon.Options): Instance;
  export default autocannon;
}

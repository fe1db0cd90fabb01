/** The part of autocannon 8's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p2_5: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }
    interface Options {
      /** Several URLs: connection i goes to url[i % url.length]. */
      url: string | string[];
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      connections?: number;
      /** Seconds. */
      duration?: number;
      amount?: number;
      /** Seconds. */
      timeout?: number;
      workers?: number;
    }
    interface Result {
      requests: Histogram;
      /** Milliseconds. */
      latency: Histogram;
      throughput: Histogram;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats?: Record<string, { count: number }>;
    }
    /** What autocannon(options) returns without a callback: its event emitter, awaitable for the result. */
    interface Instance extends PromiseLike<Result> {
      /** Every answer; responseTime in milliseconds. */
      on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}

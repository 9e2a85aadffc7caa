/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    pipelining?: number;
    /** Built again before every request when `setupRequest` is given. */
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    /** autocannon reports p2_5, p50, p75, p90, p97_5, p99, p99_9 (no p95). */
    p97_5: number;
    p99: number;
    max: number;
  }
  interface Result {
    /** total: answers completed; sent: requests sent (the difference was in flight at the end). */
    requests: Histogram & { total: number; sent: number };
    /** total: bytes received. */
    throughput: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  /** The run, awaitable; it emits each answer (the time in ms, as autocannon records it). */
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}

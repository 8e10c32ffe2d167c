// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  /** One request of a sequence each connection walks through in order (then starts over). */
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Changes the request just before it is sent (e.g. a fresh e-mail); a falsy answer restarts the sequence. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }
  interface Options {
    /** More than one URL spreads the connections over them (connections / urls each). */
    url: string | string[];
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    /** Answers per status code, e.g. { "200": { count: 500 } }. */
    statusCodeStats: Record<string, { count: number }>;
    '2xx': number;
    '4xx': number;
    '5xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}

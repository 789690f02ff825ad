// The part of autocannon 9's API the bench uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request) => Request;
    onResponse?: (status: number, body: string) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: Request[];
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;

  export default autocannon;
}

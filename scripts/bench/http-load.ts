import autocannon from "autocannon";
import { LatencyRecorder, type RunStats } from "./latency.ts";

export interface HttpRequestSpec {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** The request's own path (from the host), where each request names another resource. */
  path?: string;
}

export interface HttpLoad {
  url: string;
  connections: number;
  seconds: number;
  /** The next request to send; undefined when the endpoint has no more valid requests to make. */
  nextRequest: () => HttpRequestSpec | undefined;
}

/** Drives one URL with autocannon and records every response's latency and status. */
export function runHttpLoad(load: HttpLoad): Promise<RunStats & { exhausted: boolean }> {
  const recorder = new LatencyRecorder();
  let next = load.nextRequest();
  if (!next) return Promise.resolve({ ...recorder.stats(0), exhausted: true });
  let last = next;
  let exhausted = false;

  return new Promise((resolve, reject) => {
    let instance: ReturnType<typeof autocannon> | undefined;
    instance = autocannon(
      {
        url: load.url,
        connections: load.connections,
        duration: load.seconds,
        timeout: 30,
        requests: [
          {
            setupRequest: (request) => {
              next ??= load.nextRequest();
              if (next) last = next;
              else if (!exhausted) {
                exhausted = true;
                instance?.stop();
              }
              next = undefined;
              const { method, headers, body, path = request.path } = last;
              return { ...request, method, headers, body, path };
            },
            onResponse: (status, body) => {
              if (status < 200 || status >= 300) recorder.fail(String(status), body.slice(0, 200));
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ ...recorder.stats(result.duration), exhausted });
      },
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) =>
      recorder.record(ms),
    );
    instance.on("reqError", (error: Error) => recorder.fail("error", error.message));
  });
}

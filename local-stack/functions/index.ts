import type { ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { Service, StackContext } from "../lib/context.ts";
import { sendJson } from "../lib/http.ts";
import { FunctionProcess } from "./deno-process.ts";
import { discoverFunctions, type FunctionSpec } from "./discover.ts";
import { firstFreePort } from "./free-port.ts";
import { functionEnv } from "./function-env.ts";
import { jwtRefusal } from "./jwt-gate.ts";
import { closeUpstreamConnections, forwardRequest, UpstreamTimeoutError } from "./proxy.ts";

/** A cold first start downloads the npm packages into DENO_DIR; later starts read the cache. */
const BOOT_TIMEOUT_MS = 60_000;

interface ServedFunction {
  spec: FunctionSpec;
  worker: FunctionProcess;
}

/**
 * The edge runtime's stand-in: the CLI's main service in front (name routing, verify_jwt) and
 * one real Deno process per function behind it, as `supabase functions serve` runs them.
 */
export async function startFunctions(ctx: StackContext): Promise<Service> {
  const { config, log } = ctx;
  const watch = config.profile === "dev";
  const env = await functionEnv(config, log);
  const served = new Map<string, ServedFunction>();
  const taken = new Set<number>();
  for (const spec of await discoverFunctions(config.rootDir)) {
    const port = await firstFreePort(config.ports.functions, taken);
    taken.add(port);
    const worker = new FunctionProcess({
      spec,
      port,
      env,
      rootDir: config.rootDir,
      watch,
      log,
      bootTimeoutMs: BOOT_TIMEOUT_MS,
    });
    served.set(spec.name, { spec, worker });
  }

  const stop = async () => {
    closeUpstreamConnections();
    await Promise.all([...served.values()].map(({ worker }) => worker.stop()));
  };

  const started = performance.now();
  const failures: string[] = [];
  await Promise.all(
    [...served.values()].map(({ spec, worker }) =>
      worker.ensureRunning().then(
        () => {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          const gate = spec.verifyJwt ? "verify_jwt" : "no verify_jwt";
          log(`${spec.name} up on 127.0.0.1:${worker.port} in ${seconds} s (${gate})`);
        },
        (error: Error) => failures.push(error.message),
      ),
    ),
  );
  // In dev a broken function must not keep the stack down: its watcher reloads it once fixed.
  if (failures.length > 0 && !watch) {
    await stop();
    throw new Error(failures.join("\n"));
  }
  for (const failure of failures) log(failure);

  return {
    stop,
    handle: async (req, res, path, url) => {
      if (path === "/_internal/health") return sendJson(res, 200, { message: "ok" });
      const fn = served.get(path.split("/")[1] ?? "");
      if (!fn) return sendText(res, 404, "Function not found");
      if (req.method !== "OPTIONS" && fn.spec.verifyJwt) {
        const refusal = await jwtRefusal(req, config.jwtSecret);
        if (refusal) return sendJson(res, 401, { msg: refusal });
      }
      try {
        await fn.worker.ensureRunning();
      } catch (error) {
        log((error as Error).message);
        return sendWorkerError(res, 503);
      }
      try {
        await forwardRequest(req, res, { port: fn.worker.port, path: path + url.search });
      } catch (error) {
        log(`${fn.spec.name}: ${req.method} ${path} failed: ${(error as Error).message}`);
        if (error instanceof UpstreamTimeoutError) {
          return sendJson(res, 504, { message: error.message });
        }
        // Refused: the process is gone or a watched function waits for an edit to load. Reset:
        // it went away with the request in hand. Kong answers a lost upstream with 502.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ECONNREFUSED") return sendWorkerError(res, 503);
        if (code === "ECONNRESET" || code === "EPIPE") {
          return sendJson(res, 502, {
            message: "An invalid response was received from the upstream server",
          });
        }
        return sendWorkerError(res, 500);
      }
    },
  };
}

/**
 * The runtime's `{code, message}` bodies for a worker that could not boot or answer. A 503 means
 * the process is (re)starting, which takes well under a second here, so it says when to retry.
 */
function sendWorkerError(res: ServerResponse, status: 503 | 500) {
  const body =
    status === 503
      ? { code: "BOOT_ERROR", message: "Worker failed to boot (please check logs)" }
      : { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" };
  sendJson(res, status, body, status === 503 ? { "retry-after": "1" } : {});
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, {
    "content-type": "text/plain",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

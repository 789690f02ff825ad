import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../../local-stack/lib/config.ts";
import { startStack } from "../../local-stack/stack.ts";

/**
 * The bench's stack in a process of its own, so the gateway's event loop never shares a thread
 * with the load generator that measures it. Started by bench-stack.ts over IPC: it sends
 * `{ ready, config, logFile }` once up and stops on "stop" or when the parent goes away. It
 * starts from an empty database unless BENCH_REUSE_DATA=1 (`--reuse`). The
 * stack's log goes to a file: the load generator cutting off requests in flight at the end of
 * each run makes the gateway log every one of them.
 */
const send = (message: unknown) => process.send?.(message);
const logFile = path.join(ROOT_DIR, ".data", `bench-stack-${process.env.LOCAL_STACK_INSTANCE}.log`);
mkdirSync(path.dirname(logFile), { recursive: true });
const logStream = createWriteStream(logFile);
const log = (line: string) => logStream.write(`${new Date().toISOString()} ${line}\n`);

try {
  const fresh = process.env.BENCH_REUSE_DATA !== "1";
  const stack = await startStack("test", { fresh, seed: true, durable: true, log });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    logStream.end(() => process.exit(0));
  };
  process.on("message", (message) => message === "stop" && stop());
  process.on("disconnect", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
  send({ ready: true, config: stack.config, logFile });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  send({ ready: false, error: `${message}\n(stack log: ${logFile})` });
  logStream.end(() => process.exit(1));
}

import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../local-stack/lib/config.ts";
import { startStack } from "../local-stack/stack.ts";

/**
 * The bench's or the soak's stack (test profile, demo seed, durable Postgres as a deployment
 * runs it) in a process and process group of its own, so its gateway never shares a thread
 * with the load and the whole of it can be killed at once. Started by bench/bench-stack.ts and
 * soak/soak-stack.ts over IPC: it sends `{ ready, config, logFile }` once up and stops on "stop"
 * or when the parent goes away.
 *
 * STACK_RUN names the run ("bench", "soak") and its log, .data/<run>-stack-<instance>.log;
 * STACK_FRESH=1 starts from an empty database, otherwise the data is kept; STACK_LOG_APPEND=1
 * keeps the log of earlier runs. The log is a file: the load generator cutting off requests in
 * flight at the end of each run makes the gateway log every one of them.
 */
const send = (message: unknown) => process.send?.(message);
const run = process.env.STACK_RUN ?? "stack";
const logFile = path.join(
  ROOT_DIR,
  ".data",
  `${run}-stack-${process.env.LOCAL_STACK_INSTANCE ?? 0}.log`,
);
mkdirSync(path.dirname(logFile), { recursive: true });
const logStream = createWriteStream(logFile, {
  flags: process.env.STACK_LOG_APPEND === "1" ? "a" : "w",
});
const log = (line: string) => logStream.write(`${new Date().toISOString()} ${line}\n`);

try {
  const fresh = process.env.STACK_FRESH === "1";
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

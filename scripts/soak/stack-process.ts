import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../../local-stack/lib/config.ts";
import { startStack } from "../../local-stack/stack.ts";

/**
 * The soak's stack in a process (and process group) of its own, so it can be killed whole and
 * its gateway never shares a thread with the load. Durable Postgres, as a deployment runs it.
 * Sends `{ ready, config }` over IPC once up; stops on "stop" or when the parent goes away.
 * SOAK_FRESH=1 starts from an empty database with the demo seed; otherwise the data is kept.
 */
const send = (message: unknown) => process.send?.(message);
const logFile = path.join(
  ROOT_DIR,
  ".data",
  `soak-stack-${process.env.LOCAL_STACK_INSTANCE ?? 0}.log`,
);
mkdirSync(path.dirname(logFile), { recursive: true });
const logStream = createWriteStream(logFile, { flags: "a" });
const log = (line: string) => logStream.write(`${new Date().toISOString()} ${line}\n`);

try {
  const fresh = process.env.SOAK_FRESH === "1";
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

import { startStack } from "../../local-stack/stack.ts";

/**
 * The bench's stack in a process of its own, so the gateway's event loop never shares a thread
 * with the load generator that measures it. Started by bench-stack.ts over IPC: it sends
 * `{ ready, config }` once up and stops on "stop" or when the parent goes away.
 */
const send = (message: unknown) => process.send?.(message);

try {
  const stack = await startStack("test", { fresh: true, seed: true });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on("message", (message) => message === "stop" && stop());
  process.on("disconnect", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
  send({ ready: true, config: stack.config });
} catch (error) {
  send({ ready: false, error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

import { performance } from "node:perf_hooks";
import { serviceLogger } from "../lib/log.ts";
import { startStack } from "../stack.ts";
import { printReady } from "./ready-banner.ts";
import { startWebServer } from "./web-server.ts";

/** `npm start`: the whole product on this machine; Ctrl-C stops every process it started. */
const started = performance.now();
const withWeb = !process.argv.includes("--no-web");
const log = (line: string) => process.stderr.write(`${line}\n`);

const stack = await startStack("dev", { seed: true, log }).catch((error: unknown) => {
  log(`\nThe local stack could not start:\n${error instanceof Error ? error.message : error}\n`);
  log("See README.md, Troubleshooting.");
  process.exit(1);
});
const web = withWeb ? await startWebServer(stack.config, serviceLogger("web", log)) : undefined;

printReady(stack.config, { seconds: (performance.now() - started) / 1000, withWeb });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`\n${signal}: stopping…`);
  await web?.stop();
  await stack.stop();
  log("Stopped.");
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => shutdown(signal));

import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StackConfig } from "../../local-stack/lib/config.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface BenchStack {
  config: StackConfig;
  logFile: string;
  /** The stack's process: Postgres and the functions run under it (cpu-use.ts). */
  pid: number | undefined;
  stop(): Promise<void>;
}

type StackMessage =
  | { ready: true; config: StackConfig; logFile: string }
  | { ready: false; error: string };

/**
 * Starts the test-profile stack (demo seed) in a child process; see ../stack-process.ts. Fresh
 * unless `reuse`: then the data folder of the last run is kept.
 */
export function startBenchStack({ reuse }: { reuse: boolean }): Promise<BenchStack> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/stack-process.ts"], {
    cwd: ROOT,
    env: { ...process.env, STACK_RUN: "bench", STACK_FRESH: reuse ? "" : "1" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // Its own process group: Ctrl-C reaches only the bench, which then stops the stack in order
    // (Postgres signalled at the same moment would go down under the stack's feet).
    detached: true,
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the stack exited during start (code ${code})`)));
    child.once("message", (message: StackMessage) => {
      if (!message.ready) return reject(new Error(`the stack did not start: ${message.error}`));
      child.removeAllListeners("exit");
      resolve({
        config: message.config,
        logFile: message.logFile,
        pid: child.pid,
        stop: () => stopChild(child),
      });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    // On Ctrl-C the child has the signal too and may already be closing its channel.
    if (child.connected) child.send("stop");
  });
}

/**
 * `scripts/seed-large.ts` against the stack's database, filled (or topped up) to `size`, its
 * progress lines passed through.
 */
export function seedLarge(
  dbUrl: string,
  size: { opportunities: number; bids: number; lines?: number },
): Promise<void> {
  const args = ["scripts/seed-large.ts", dbUrl, "--opportunities", String(size.opportunities)];
  args.push("--bids", String(size.bids));
  if (size.lines !== undefined) args.push("--lines", String(size.lines));
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`seed-large exited with code ${code}`)),
    );
  });
}

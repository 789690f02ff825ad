import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "../lib/log.ts";
import type { FunctionSpec } from "./discover.ts";

export interface FunctionProcessOptions {
  spec: FunctionSpec;
  port: number;
  env: NodeJS.ProcessEnv;
  rootDir: string;
  /** Reload on edits, as `supabase functions serve` does (dev profile). */
  watch: boolean;
  log: Logger;
  bootTimeoutMs: number;
}

const STOP_GRACE_MS = 3000;
const OUTPUT_TAIL_LINES = 30;

/** Children still alive if Node exits without `stop()` (an uncaught error, `process.exit`). */
const liveChildren = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of liveChildren) child.kill("SIGKILL");
});

/**
 * One function served by its own `deno run`, listening where DENO_SERVE_ADDRESS says. A process
 * that was serving and exits (killed, crashed) is started again at once; one that fails before
 * listening is started again on demand, so a function that fails at import costs one slow
 * request each time, not a restart loop.
 */
export class FunctionProcess {
  private child: ChildProcess | undefined;
  /** Settles when the current child has exited, with how it ended; undefined while running. */
  private exited: Promise<string> | undefined;
  private exitReason: string | undefined;
  private booting: Promise<void> | undefined;
  private stopped = false;
  private outputTail: string[] = [];
  /** Set while booting under --watch: the watcher reports a failed load and keeps waiting. */
  private onWatcherFailure: (() => void) | undefined;

  constructor(private readonly options: FunctionProcessOptions) {}

  get port() {
    return this.options.port;
  }

  /** Resolves once the process accepts connections, starting it if it is not running. */
  ensureRunning(): Promise<void> {
    if (this.booting) return this.booting;
    if (this.isRunning()) return Promise.resolve();
    this.booting = this.boot().finally(() => {
      this.booting = undefined;
    });
    return this.booting;
  }

  async stop() {
    this.stopped = true;
    const { child, exited } = this;
    if (!child || !exited || !this.isRunning()) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  private isRunning() {
    return this.child !== undefined && this.exitReason === undefined;
  }

  private async boot() {
    if (this.stopped) throw new Error(`function ${this.options.spec.name} is stopped`);
    const { spec, port, env, watch, bootTimeoutMs } = this.options;
    this.outputTail = [];
    const child = spawn(denoBinary(this.options.rootDir), this.denoArgs(), {
      cwd: path.dirname(spec.entrypoint),
      env: { ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = exitOf(child);
    this.child = child;
    this.exited = exited;
    this.exitReason = undefined;
    liveChildren.add(child);
    this.forwardOutput(child.stdout);
    this.forwardOutput(child.stderr);
    let served = false;
    exited.then((reason) => {
      this.exitReason = reason;
      liveChildren.delete(child);
      if (this.stopped) return;
      if (!served)
        return this.options.log(`${spec.name} exited (${reason}); it restarts on demand`);
      this.options.log(`${spec.name} exited (${reason}); restarting it`);
      this.ensureRunning().catch((error: Error) => this.options.log(error.message));
    });
    const failed = new Promise<string>((resolve) => {
      exited.then((reason) => resolve(`it exited (${reason}) before listening`));
      this.onWatcherFailure = () => resolve("it failed to load; the watcher reloads it on an edit");
    });

    try {
      await waitForListening(port, failed, bootTimeoutMs);
      served = true;
    } catch (error) {
      // A watched process stays to reload on the next edit; any other one is retried on demand.
      if (!watch && this.isRunning()) {
        child.kill("SIGKILL");
        await exited;
      }
      const output = this.outputTail.join("\n");
      throw new Error(
        `function ${spec.name} did not start: ${(error as Error).message}\n${output}`,
      );
    } finally {
      this.onWatcherFailure = undefined;
    }
  }

  private denoArgs() {
    const { spec, rootDir, watch } = this.options;
    const tmp = os.tmpdir();
    return [
      "run",
      ...(watch ? ["--watch", "--no-clear-screen"] : []),
      "--no-prompt",
      "--allow-net",
      "--allow-env",
      "--allow-sys",
      `--allow-read=${rootDir},${tmp}`,
      `--allow-write=${tmp}`,
      ...(spec.moduleConfig ? [spec.moduleConfig.flag, spec.moduleConfig.file] : ["--no-config"]),
      spec.entrypoint,
    ];
  }

  private forwardOutput(stream: Readable | null) {
    if (!stream) return;
    readline.createInterface({ input: stream }).on("line", (line) => {
      this.outputTail.push(line);
      if (this.outputTail.length > OUTPUT_TAIL_LINES) this.outputTail.shift();
      this.options.log(`${this.options.spec.name}: ${line}`);
      if (line.startsWith("Watcher Process failed")) this.onWatcherFailure?.();
    });
  }
}

/** The binary the `deno` npm package installs; it is the real executable, not a Node shim. */
function denoBinary(rootDir: string) {
  return path.join(rootDir, "node_modules", ".bin", "deno");
}

/** Called right after spawn, so neither event can have been missed. */
function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve(describeExit(code, signal)));
    child.once("error", (error) => resolve(error.message));
  });
}

function describeExit(code: number | null, signal: NodeJS.Signals | null) {
  return signal ? `signal ${signal}` : `code ${code}`;
}

async function waitForListening(port: number, failed: Promise<string>, timeoutMs: number) {
  let failure: string | undefined;
  failed.then((reason) => {
    failure = reason;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (failure) throw new Error(failure);
    if (await accepts(port)) return;
    await sleep(100);
  }
  throw new Error(`it did not listen on port ${port} within ${timeoutMs / 1000} s`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

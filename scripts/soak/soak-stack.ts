import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ROOT_DIR, type StackConfig } from "../../local-stack/lib/config.ts";

export interface SoakStack {
  config: StackConfig;
  logFile: string;
  /** The stack's own process; the function processes and the postmaster are its children. */
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL to the stack's whole process group: the stack, Postgres and the functions at once. */
  killAll(): Promise<void>;
}

type StackMessage =
  | { ready: true; config: StackConfig; logFile: string }
  | { ready: false; error: string };

/** Starts ../stack-process.ts in its own process group and resolves once the stack is up. */
export function startSoakStack({ fresh }: { fresh: boolean }): Promise<SoakStack> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/stack-process.ts"], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      STACK_RUN: "soak",
      STACK_FRESH: fresh ? "1" : "",
      STACK_LOG_APPEND: "1",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    const early = (code: number | null) =>
      reject(new Error(`the stack exited during start (code ${code})`));
    child.once("exit", early);
    child.once("message", (message: StackMessage) => {
      if (!message.ready) return reject(new Error(`the stack did not start: ${message.error}`));
      child.off("exit", early);
      resolve({
        config: message.config,
        logFile: message.logFile,
        pid: child.pid ?? 0,
        stop: () => stopChild(child, exited),
        killAll: () => {
          process.kill(-(child.pid ?? 0), "SIGKILL");
          return exited;
        },
      });
    });
  });
}

function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const force = setTimeout(() => child.kill("SIGKILL"), 30_000);
  if (child.connected) child.send("stop");
  return exited.finally(() => clearTimeout(force));
}

/** SIGKILL to the stack's postmaster (its pid is the first line of postmaster.pid). */
export function killPostgres(config: StackConfig): number {
  const pidFile = path.join(config.dataDir, "pg", "postmaster.pid");
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  process.kill(pid, "SIGKILL");
  return pid;
}

/** The Deno process serving `name`: the child of the stack that runs its index.ts. */
export async function functionPid(stackPid: number, name: string): Promise<number> {
  const entry = path.join(ROOT_DIR, "supabase", "functions", name, "index.ts");
  for (const dir of await readdir("/proc")) {
    const pid = Number(dir);
    if (!Number.isInteger(pid)) continue;
    const [stat, cmdline] = await Promise.all([
      readFile(`/proc/${pid}/stat`, "utf8").catch(() => ""),
      readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => ""),
    ]);
    // stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (parent === stackPid && cmdline.split("\0").includes(entry)) return pid;
  }
  throw new Error(`no process of function ${name} under the stack (pid ${stackPid})`);
}

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { StackConfig } from "../lib/config.ts";

/**
 * The Deno process serving function `name` for the stack of `config`: the one running its
 * index.ts with that stack's SUPABASE_URL (another stack on the machine may run the same file).
 * For tests that kill it and benchmarks that read its memory; Linux only (/proc).
 */
export async function functionProcessId(config: StackConfig, name: string): Promise<number> {
  const entry = path.join(config.rootDir, "supabase", "functions", name, "index.ts");
  for (const dir of await readdir("/proc")) {
    const pid = Number(dir);
    if (!Number.isInteger(pid)) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (!cmdline.split("\0").includes(entry)) continue;
    const environ = await readFile(`/proc/${pid}/environ`, "utf8").catch(() => "");
    if (environ.split("\0").includes(`SUPABASE_URL=${config.apiUrl}`)) return pid;
  }
  throw new Error(`no process of function ${name} for ${config.apiUrl}`);
}

/** A process's resident memory in bytes (VmRSS), or undefined once it has gone. */
export async function residentBytes(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : undefined;
}

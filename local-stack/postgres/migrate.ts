import { spawn } from "node:child_process";
import path from "node:path";
import type { StackConfig } from "../lib/config.ts";

/** Runs the Supabase CLI from node_modules in the project root; resolves with its output. */
export function runSupabaseCli(config: StackConfig, args: string[]): Promise<string> {
  const bin = path.join(config.rootDir, "node_modules", ".bin", "supabase");
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd: config.rootDir,
      env: { ...process.env, PGSSLMODE: "disable", SUPABASE_YES: "1", DO_NOT_TRACK: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(`supabase ${args[0]} ${args[1] ?? ""} exited ${code}:\n${stderr}${stdout}`),
        );
    });
  });
}

/** Applies pending migrations and, once, the seed, with the CLI's own `db push`. */
export async function applyMigrations(config: StackConfig, { seed }: { seed: boolean }) {
  const args = ["db", "push", `--remote=${config.dbUrl}`, "--include-all", "--skip-vault", "--yes"];
  if (seed) args.push("--include-seed");
  return runSupabaseCli(config, args);
}

import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import type { StackConfig } from "../lib/config.ts";
import type { Logger } from "../lib/log.ts";

/** Starts the Vite dev server for the web app against this stack; resolves once it serves. */
export async function startWebServer(config: StackConfig, log: Logger) {
  const vite = path.join(config.rootDir, "node_modules", ".bin", "vite");
  const child: ChildProcess = spawn(
    vite,
    [
      "--host",
      "127.0.0.1",
      "--port",
      String(config.ports.web),
      "--strictPort",
      "--clearScreen",
      "false",
    ],
    {
      cwd: config.rootDir,
      env: {
        ...process.env,
        VITE_SUPABASE_URL: config.apiUrl,
        VITE_SUPABASE_ANON_KEY: config.anonKey,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) log(line);
  };
  child.stderr?.on("data", forward);
  await waitForUrl(config.siteUrl, child, 30_000);
  child.stdout?.on("data", forward);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the web server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`the web server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

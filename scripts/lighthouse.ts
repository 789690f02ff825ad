/**
 * `npm run lighthouse`: builds the web app, serves the build with `vite preview`, and runs
 * Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, simulated) on the
 * landing page in the browser tests' Chromium (scripts/chromium.ts). Prints each category's
 * score and fails below 95 for performance. The landing page needs no running stack: a visitor
 * without a session makes no API call.
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { stackConfig } from "../local-stack/lib/config.ts";
import { findChromium } from "./chromium.ts";

const PERFORMANCE_TARGET = 95;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const OUT_DIR = path.resolve(".data/lighthouse");
const DIST = path.join(OUT_DIR, "dist");
const CHROMIUM = findChromium();

const stack = stackConfig("dev");
const buildEnv = {
  ...process.env,
  VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? stack.apiUrl,
  VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY ?? stack.anonKey,
};

function vite(args: string[]) {
  return spawn(path.resolve("node_modules/.bin/vite"), args, {
    env: buildEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function build() {
  const child = vite(["build", "--outDir", DIST, "--emptyOutDir", "--logLevel", "warn"]);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
}

async function waitForServer(url: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

await mkdir(OUT_DIR, { recursive: true });
await build();
const preview = vite(["preview", "--outDir", DIST, "--port", String(PORT), "--strictPort"]);
const url = `http://127.0.0.1:${PORT}/`;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer(url);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    envVars: { ...process.env, ...CHROMIUM.env },
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const result = await lighthouse(url, { port: chrome.port, output: "html", logLevel: "error" });
  if (!result) throw new Error("Lighthouse returned no result");
  await writeFile(path.join(OUT_DIR, "landing.html"), String(result.report));

  const { categories, audits } = result.lhr;
  console.log(`Lighthouse (mobile) on ${url}, Chromium ${CHROMIUM.source}`);
  for (const category of Object.values(categories)) {
    console.log(`  ${category.title.padEnd(16)} ${Math.round((category.score ?? 0) * 100)}`);
  }
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]) {
    const audit = audits[id];
    if (audit) console.log(`  ${audit.title.padEnd(26)} ${audit.displayValue ?? ""}`);
  }
  console.log(`  report: ${path.relative(process.cwd(), path.join(OUT_DIR, "landing.html"))}`);
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  if (performance < PERFORMANCE_TARGET) {
    console.error(`Performance ${performance} is below the target of ${PERFORMANCE_TARGET}.`);
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  preview.kill();
}

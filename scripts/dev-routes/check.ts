import { rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { createServer, type ViteDevServer } from "vite";
import { firstFreePort } from "../../local-stack/functions/free-port.ts";
import { ROOT_DIR } from "../../local-stack/lib/config.ts";
import { startStack } from "../../local-stack/stack.ts";
import { testStack } from "../../tests/support/stack.ts";
import { findChromium } from "../chromium.ts";
import { type RouteShape, routeAddress, routePatterns } from "./route-paths.ts";
import { recordingLogger } from "./server-log.ts";
import { demoSessions, type Session } from "./sessions.ts";
import { openRoutes, type Problem } from "./visit.ts";

/**
 * `npm test`'s check of the development server (what `npm start` serves, not the build): a dev
 * server of its own, from an empty dependency-optimizer cache, opens every route of the app's
 * route table (src/app/route-table.tsx) as a visitor, a partner before and after the signup
 * wizard and an admin, against the test stack. It fails on an error boundary, a console error,
 * a failed request to the dev server, a warning or error of the server, or a dependency the
 * optimizer found only at run time (after its first pre-bundling). Run on its own it starts a
 * fresh test stack and stops it; `npm test` runs it on the stack it started (TEST_STACK_RUNNING).
 */

/** Every address of the route table for each session; signing out and the external sign-in
 * end a visit, so they come last, in that order. */
async function addressesFor(
  server: ViteDevServer,
  sessions: Session[],
  params: Record<string, string>,
) {
  const { routesFor } = (await server.ssrLoadModule("/src/app/route-table.tsx")) as {
    routesFor: (user: Session["user"]) => RouteShape[];
  };
  const { paths } = (await server.ssrLoadModule("/src/config/paths.ts")) as {
    paths: Record<"login" | "logout", { path: string }>;
  };
  const last = [paths.logout.path, paths.login.path];
  return sessions.map((session) => ({
    session,
    addresses: routePatterns(routesFor(session.user))
      .map((pattern) => routeAddress(pattern, params))
      .sort((a, b) => last.indexOf(a) - last.indexOf(b)),
  }));
}

/** Opens every route; the problems found, and the dependencies pre-bundled at start. */
async function check(port: number, cacheDir: string) {
  const origin = `http://127.0.0.1:${port}`;
  const { logger, messages } = recordingLogger();
  const binary = findChromium();
  const [server, browser] = await Promise.all([
    createServer({
      root: ROOT_DIR,
      cacheDir,
      customLogger: logger,
      // No file watcher: nothing changes meanwhile, and the stack's data lies under the root.
      server: { host: "127.0.0.1", port, strictPort: true, watch: null },
    }),
    chromium.launch({
      executablePath: binary.executablePath,
      env: { ...process.env, ...binary.env },
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-software-rasterizer",
        "--disable-dev-shm-usage",
      ],
    }),
  ]);
  try {
    await server.listen();
    const optimizer = server.environments.client.depsOptimizer;
    if (!optimizer) throw new Error("the dev server has no dependency optimizer");
    // Its first result is what it pre-bundled before any page needed it.
    let atStart: string[] | undefined;
    const watch = setInterval(() => {
      const optimized = Object.keys(optimizer.metadata.optimized);
      if (!atStart && optimized.length > 0) atStart = optimized;
    }, 50);
    const { AUTH_STORAGE_KEY } = (await server.ssrLoadModule("/src/lib/auth-storage.ts")) as {
      AUTH_STORAGE_KEY: string;
    };
    const { sessions, params } = await demoSessions(AUTH_STORAGE_KEY);
    const visits = await addressesFor(server, sessions, params);
    const found = await Promise.all(
      visits.map(({ session, addresses }) => openRoutes(browser, origin, session, addresses)),
    );
    clearInterval(watch);
    const problems: Problem[] = found.flat();
    const fromServer = (what: string) =>
      problems.push({ session: "dev server", address: "-", what });
    const now = [
      ...Object.keys(optimizer.metadata.optimized),
      ...Object.keys(optimizer.metadata.discovered),
    ];
    const late = now.filter((dependency) => !atStart?.includes(dependency));
    if (late.length > 0)
      fromServer(`found at run time, not pre-bundled at start: ${late.join(", ")}`);
    for (const message of messages) fromServer(message);
    return { problems, visits, preBundled: atStart?.length ?? 0 };
  } finally {
    await browser.close();
    await server.close();
  }
}

const started = performance.now();
process.env.VITE_SUPABASE_URL = testStack.apiUrl;
process.env.VITE_SUPABASE_ANON_KEY = testStack.anonKey;
const port = await firstFreePort(testStack.ports.web + 100, new Set());
const cacheDir = path.join(ROOT_DIR, ".data", `dev-routes-${port}`);
await rm(cacheDir, { recursive: true, force: true });
const stack =
  process.env.TEST_STACK_RUNNING === "1"
    ? undefined
    : await startStack("test", { fresh: true, seed: true });
const result = await check(port, cacheDir).finally(() => stack?.stop());
for (const { session, addresses } of result.visits) {
  process.stdout.write(`${session.name}: ${addresses.length} routes (${addresses.join(" ")})\n`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`${result.preBundled} dependencies pre-bundled at start; ${seconds} s\n`);
for (const { session, address, what } of result.problems) {
  process.stdout.write(`✘ ${session} ${address}: ${what}\n`);
}
if (result.problems.length > 0) process.exit(1);
await rm(cacheDir, { recursive: true, force: true });

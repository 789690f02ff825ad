import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { generateTypes, TYPES_FILE } from "../local-stack/cli/gen-types.ts";
import { discoverFunctions } from "../local-stack/functions/discover.ts";
import { ROOT_DIR } from "../local-stack/lib/config.ts";
import { runSupabaseCli } from "../local-stack/postgres/migrate.ts";
import { type RunningStack, startStack } from "../local-stack/stack.ts";
import { BROWSER_STACK } from "./e2e/support/global-stack.ts";

/**
 * `npm test`: static checks, then one fresh test stack (own ports and data folder) shared by the
 * database checks, the vitest projects and the browser tests; the stack is stopped at the end.
 */
const bin = (name: string) => path.join(ROOT_DIR, "node_modules", ".bin", name);
const failures: string[] = [];
const REPORTS = path.join(ROOT_DIR, ".data", "test-reports");
const VITEST_REPORT = path.join(REPORTS, "vitest.json");
const FAULTS_REPORT = path.join(REPORTS, "vitest-faults.json");
const PLAYWRIGHT_REPORT = path.join(REPORTS, "playwright.json");

type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  suites?: PlaywrightSuite[];
};
type Reports = { vitest: VitestReport; faults: VitestReport; playwright: PlaywrightReport };

/** Both runners' JSON reports, each `{}` when its step did not write one. */
async function readReports(): Promise<Reports> {
  const read = async (file: string) => JSON.parse(await readFile(file, "utf8").catch(() => "{}"));
  return {
    vitest: await read(VITEST_REPORT),
    faults: await read(FAULTS_REPORT),
    playwright: await read(PLAYWRIGHT_REPORT),
  };
}

/** Totals over the reports, for one plain closing line. */
function testCounts({ vitest, faults, playwright }: Reports) {
  return {
    passed:
      (vitest.numPassedTests ?? 0) +
      (faults.numPassedTests ?? 0) +
      (playwright.stats?.expected ?? 0),
    failed:
      (vitest.numFailedTests ?? 0) +
      (faults.numFailedTests ?? 0) +
      (playwright.stats?.unexpected ?? 0) +
      (playwright.stats?.flaky ?? 0),
  };
}

const firstLine = (text = "") => (text.split("\n", 1)[0] ?? "").slice(0, 300);

/** Each failed test by file and name, so the end of a long log says which one it was. */
function failedTests({ vitest, faults, playwright }: Reports): string[] {
  const lines: string[] = [];
  for (const { testResults = [] } of [vitest, faults]) {
    for (const file of testResults) {
      const where = path.relative(ROOT_DIR, file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failed) {
        lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
      if (file.status === "failed" && failed.length === 0) {
        lines.push(`${where}: ${firstLine(file.message)}`);
      }
    }
  }
  const walk = (suite: PlaywrightSuite, file = "") => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === "unexpected" || test.status === "flaky") {
          lines.push(
            `${suite.file ?? file}:${spec.line} › ${spec.title} [${test.projectName}]: ${test.status}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of playwright.suites ?? []) walk(suite);
  return lines;
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return step(
    label,
    () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(command, args, {
          cwd: ROOT_DIR,
          stdio: "inherit",
          env: { ...process.env, ...env },
        });
        child.on("error", reject);
        child.on("close", (code) =>
          code === 0 ? resolve() : reject(new Error(`exit code ${code}`)),
        );
      }),
  );
}

async function step(label: string, fn: () => Promise<void>) {
  const started = performance.now();
  process.stdout.write(`\n▶ ${label}\n`);
  try {
    await fn();
    process.stdout.write(`✔ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  } catch (error) {
    process.stdout.write(`✘ ${label}: ${(error as Error).message}\n`);
    failures.push(label);
  }
}

async function checkTypesAreCurrent(stack: RunningStack) {
  const generated = await generateTypes(stack.config.dbUrl);
  const committed = await readFile(path.join(ROOT_DIR, TYPES_FILE), "utf8").catch(() => "");
  if (generated !== committed) {
    throw new Error(
      `${TYPES_FILE} is stale: run \`npm start\` then \`npm run gen:types\` and commit it`,
    );
  }
}

async function checkAdvisors(stack: RunningStack) {
  const output = await runSupabaseCli(stack.config, [
    "db",
    "advisors",
    `--remote=${stack.config.dbUrl}`,
    "--type",
    "all",
    "--level",
    "warn",
    "--fail-on",
    "warn",
  ]);
  process.stdout.write(output);
}

const started = performance.now();
await rm(REPORTS, { recursive: true, force: true });
await run("lint and format (biome)", bin("biome"), ["check", "."]);
await run("import boundaries", bin("tsx"), ["scripts/check-boundaries.ts"]);
await run("type-check web", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]);
await run("type-check stack and tests", bin("tsc"), ["-p", "tsconfig.node.json", "--noEmit"]);
for (const fn of await discoverFunctions(ROOT_DIR)) {
  const moduleConfig = fn.moduleConfig ? [fn.moduleConfig.flag, fn.moduleConfig.file] : [];
  await run(`type-check Edge Function ${fn.name} (deno check)`, bin("deno"), [
    "check",
    "--quiet",
    ...moduleConfig,
    fn.entrypoint,
  ]);
}
await run("build web", bin("vite"), ["build", "--logLevel", "warn"]);
await run("landing page weight", bin("tsx"), ["scripts/landing-weight.ts"]);

let stack: RunningStack | undefined;
await step("start the test stack", async () => {
  stack = await startStack("test", { fresh: true, seed: true });
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    process.stdout.write(`\n${signal}: stopping the test stack…\n`);
    void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}
if (stack) {
  const running = stack;
  const env = { TEST_STACK_RUNNING: "1" };
  await step("generated database types are current", () => checkTypesAreCurrent(running));
  await step("database advisors report nothing at warn or above", () => checkAdvisors(running));
  await run(
    "unit, api, database and local-stack tests (vitest)",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`],
    env,
  );
  await step("stop the test stack", () => running.stop());
  // They kill Postgres and the api function, so on a stack of their own, after the shared one.
  await run("fault tests (vitest, a stack of their own)", bin("vitest"), [
    "run",
    "--config",
    "vitest.faults.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${FAULTS_REPORT}`,
  ]);
  // The browser tests read whole screens (lists, totals, the profile form's fields), so they
  // start from the demo data alone, not from what the api and database tests added.
  stack = undefined;
  await step("start a fresh test stack for the browser tests", async () => {
    stack = await startStack("test", BROWSER_STACK);
  });
  if (stack) {
    const browserStack: RunningStack = stack;
    await run(
      "every route on the dev server, from an empty optimizer cache",
      bin("tsx"),
      ["scripts/dev-routes/check.ts"],
      env,
    );
    await run("browser tests (playwright)", bin("playwright"), ["test", "--reporter=list,json"], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
    });
    await step("stop the test stack", () => browserStack.stop());
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
const reports = await readReports();
const counts = testCounts(reports);
process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed\n`);
for (const line of failedTests(reports)) process.stdout.write(`  ✘ ${line}\n`);
if (failures.length > 0) {
  process.stdout.write(`\nnpm test failed in ${seconds} s: ${failures.join("; ")}\n`);
  process.exit(1);
}
process.stdout.write(`\nnpm test passed in ${seconds} s.\n`);

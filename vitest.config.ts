import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/** A project of tests that run against the test stack (started once for all of them). */
function stackProject(name: string, include: string): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      environment: "node",
      include: [include],
      globalSetup: ["tests/support/global-stack.ts"],
      // One module cache per worker across files: the suites share no mocks, and it saves
      // about 40 s of imports over the api, database and local-stack files.
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}

const UNIT_TESTS = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"];

/**
 * The unit tests that replace a module (`vi.mock`). A replaced module stays replaced in the
 * module cache of the file's worker, so these run isolated; every other unit test shares one
 * jsdom and module cache per worker, which cuts the unit run from about 170 s to about 70 s.
 */
const MOCKS_MODULES = ["src", "scripts"].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file))
    .filter(
      (file) => /\.test\.tsx?$/.test(file) && /\bvi\.mock\(/.test(readFileSync(file, "utf8")),
    ),
);

function unitProject(
  name: string,
  files: { isolate: boolean; include?: string[]; exclude?: string[] },
): TestProjectInlineConfiguration {
  return {
    extends: "./vite.config.ts",
    test: {
      name,
      environment: "jsdom",
      include: files.include ?? UNIT_TESTS,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      isolate: files.isolate,
      setupFiles: ["src/testing/setup-unit.ts"],
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      unitProject("unit", { isolate: false, exclude: MOCKS_MODULES }),
      unitProject("unit-mocked", { isolate: true, include: MOCKS_MODULES }),
      {
        // The Edge Functions' pure rules, tested beside their code; no stack needed.
        test: {
          name: "shared-unit",
          environment: "node",
          include: ["supabase/functions/_shared/**/*.test.ts"],
        },
      },
      stackProject("api", "tests/api/**/*.test.ts"),
      stackProject("db", "tests/db/**/*.test.ts"),
      stackProject("local-stack", "local-stack/tests/**/*.test.ts"),
    ],
  },
});

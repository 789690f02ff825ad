import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/** A project of tests that run against the test stack (started once for all of them). */
function stackProject(name: string, include: string): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      environment: "node",
      include: [include],
      globalSetup: ["tests/support/global-stack.ts"],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        extends: "./vite.config.ts",
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          setupFiles: ["src/testing/setup-unit.ts"],
        },
      },
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

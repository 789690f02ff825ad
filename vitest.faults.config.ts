import { defineConfig } from "vitest/config";

/**
 * The fault tests: they kill Postgres and the api function of a stack they start themselves on
 * LOCAL_STACK_INSTANCE, so they run on their own (`npm test` runs them once the shared test
 * stack has stopped), never next to the platform tests.
 */
export default defineConfig({
  test: {
    name: "faults",
    environment: "node",
    include: ["tests/faults/**/*.test.ts"],
    testTimeout: 10_000,
    hookTimeout: 180_000,
  },
});

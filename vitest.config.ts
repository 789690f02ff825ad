import { defineConfig } from "vitest/config";

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
        test: {
          name: "platform",
          environment: "node",
          include: ["tests/platform/**/*.test.ts"],
          globalSetup: ["tests/support/global-stack.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

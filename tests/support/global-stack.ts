import { startStack } from "../../local-stack/stack.ts";

/**
 * Vitest global setup: starts the test stack unless `npm test` already did (it sets
 * TEST_STACK_RUNNING), so a single test file can also be run on its own.
 */
export default async function setup() {
  if (process.env.TEST_STACK_RUNNING === "1") return;
  const stack = await startStack("test", { fresh: true, seed: true });
  return () => stack.stop();
}

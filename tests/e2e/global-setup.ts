import { startStack } from "../../local-stack/stack.ts";

/**
 * Starts a fresh test stack for the browser tests unless `npm test` already runs one (it sets
 * TEST_STACK_RUNNING). The returned function is Playwright's global teardown: it stops the stack.
 */
export default async function globalSetup() {
  if (process.env.TEST_STACK_RUNNING === "1") return;
  const stack = await startStack("test", { fresh: true, seed: true });
  return async () => {
    await stack.stop();
  };
}

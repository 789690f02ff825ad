import { type RunningStack, type StartOptions, startStack } from "../../local-stack/stack.ts";

/** One stack for every vitest project that lists this setup, however many of them run. */
const SHARED = Symbol.for("tour-partner-portal.test-stack");
type Shared = { stack: Promise<RunningStack>; users: number };
const registry = globalThis as typeof globalThis & { [SHARED]?: Shared };

/**
 * Global setup of the vitest projects that need the stack and of the browser tests: starts a
 * fresh test stack unless `npm test` already runs one (it sets TEST_STACK_RUNNING), so a single
 * test file can also be run on its own; the returned function stops it. Vitest runs each
 * project's global setup in one process: the first starts the stack, the last teardown stops it.
 */
export default function setup() {
  return startSharedStack({ fresh: true, seed: true });
}

/** The same, with `options` for the stack it starts (the browser tests' token lifetime). */
export async function startSharedStack(options: StartOptions) {
  if (process.env.TEST_STACK_RUNNING === "1") return;
  registry[SHARED] ??= { stack: startStack("test", options), users: 0 };
  const shared = registry[SHARED];
  shared.users += 1;
  await shared.stack;
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[SHARED];
    await (await shared.stack).stop();
  };
}

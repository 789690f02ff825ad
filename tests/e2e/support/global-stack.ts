import { startSharedStack } from "../../support/global-stack.ts";

/**
 * The browser tests' stack: seeded, fresh, and with access tokens that outlive the browser clock
 * tests/e2e/support/clock.ts sets up to a year ahead. `npm test` starts the same one itself.
 */
export const BROWSER_STACK = { fresh: true, seed: true, jwtExpiry: 400 * 86_400 } as const;

export default function setup() {
  return startSharedStack(BROWSER_STACK);
}

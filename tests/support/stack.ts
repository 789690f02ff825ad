import { readFile } from "node:fs/promises";
import { stackConfig, stackLogFile } from "../../local-stack/lib/config.ts";

/** The stack `npm test` runs on: its own ports and data folder, never the demo's. */
export const testStack = stackConfig("test");

/** Where the test stack serves the Edge Functions (`/functions/v1/<name>/…`). */
export const functionsUrl = `${testStack.apiUrl}/functions/v1`;

/**
 * What the test stack has logged since it started: its functions' and Postgres' output, the
 * copy of a hosted project's logs. Never empty: the stack logs its start.
 */
export async function readStackLog(): Promise<string> {
  const file = stackLogFile(testStack);
  const log = await readFile(file, "utf8");
  if (!log.trim()) throw new Error(`${file} is empty`);
  return log;
}

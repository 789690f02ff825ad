import { stackConfig } from "../../local-stack/lib/config.ts";

/** The stack `npm test` runs on: its own ports and data folder, never the demo's. */
export const testStack = stackConfig("test");

/** Where the test stack serves the Edge Functions (`/functions/v1/<name>/…`). */
export const functionsUrl = `${testStack.apiUrl}/functions/v1`;

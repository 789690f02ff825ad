import type { Service, StackContext } from "../lib/context.ts";
import { sendJson } from "../lib/http.ts";

// Placeholder until the Storage stand-in lands.
export function createStorageService(_ctx: StackContext): Service {
  return { handle: async (_req, res) => sendJson(res, 501, { message: "storage not yet available" }) };
}

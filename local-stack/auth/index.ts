import type { Service, StackContext } from "../lib/context.ts";
import { sendJson } from "../lib/http.ts";

// Placeholder until the GoTrue stand-in lands.
export function createAuthService(_ctx: StackContext): Service {
  return { handle: async (_req, res) => sendJson(res, 501, { message: "auth not yet available" }) };
}

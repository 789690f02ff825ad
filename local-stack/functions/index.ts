import type { Service, StackContext } from "../lib/context.ts";
import { sendJson } from "../lib/http.ts";

// Placeholder until the edge-runtime stand-in lands.
export async function startFunctions(_ctx: StackContext): Promise<Service> {
  return { handle: async (_req, res) => sendJson(res, 501, { message: "functions not yet available" }) };
}

import type { Server } from "node:http";
import type { StackContext } from "../lib/context.ts";

// Placeholder until the Realtime stand-in lands.
export async function startRealtime(_ctx: StackContext, _server: Server): Promise<{ stop(): Promise<void> }> {
  return { stop: async () => {} };
}

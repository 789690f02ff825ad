import type { IncomingMessage } from "node:http";
import { verifyJwt } from "../lib/jwt.ts";

/**
 * The edge runtime's `verify_jwt` check (the CLI's main.ts): any validly signed, unexpired token
 * passes, the anon key included. Returns the `msg` of the 401, or undefined to let it through.
 * The first two texts are `Error.toString()` of main.ts's errors, hence the "Error: " prefix.
 */
export async function jwtRefusal(
  req: IncomingMessage,
  secret: string,
): Promise<string | undefined> {
  const header = req.headers.authorization;
  if (!header) return "Error: Missing authorization header";
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer") return "Error: Auth header is not 'Bearer {token}'";
  try {
    await verifyJwt(token ?? "", secret);
    return undefined;
  } catch {
    return "Invalid JWT";
  }
}

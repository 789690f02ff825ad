import type { IncomingMessage } from "node:http";
import { verifyJwt } from "../lib/jwt.ts";

/**
 * Tokens whose signature already checked out, keyed by secret and token, with their expiry (ms;
 * Infinity without `exp`). A signature stays valid for its secret, so only the expiry is looked
 * at again: the same answer as checking the HMAC on every request, which cost more than a
 * small request itself.
 */
const verified = new Map<string, number>();
const MAX_VERIFIED = 1000;

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
  const key = `${secret} ${token ?? ""}`;
  const expiresAt = verified.get(key);
  if (expiresAt !== undefined) {
    if (Date.now() < expiresAt) return undefined;
    verified.delete(key);
  }
  try {
    const claims = await verifyJwt(token ?? "", secret);
    remember(key, typeof claims.exp === "number" ? claims.exp * 1000 : Infinity);
    return undefined;
  } catch {
    return "Invalid JWT";
  }
}

function remember(key: string, expiresAt: number) {
  if (verified.size >= MAX_VERIFIED) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.set(key, expiresAt);
}

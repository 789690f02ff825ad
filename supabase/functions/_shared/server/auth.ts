import { createClient, isAuthRetryableFetchError } from "@supabase/supabase-js";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Claims } from "./app-env.ts";
import { HttpError } from "./http-error.ts";
import { ServiceUnavailableError } from "./unavailable.ts";

const CACHE_MS = 60_000;
const CACHE_MAX_ENTRIES = 1000;

const supabaseUrl = Deno.env.get("SUPABASE_URL") ?? "";
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};
const authClient = createClient(
  supabaseUrl,
  Deno.env.get("SUPABASE_ANON_KEY") ?? "",
  clientOptions,
);

/**
 * Tokens Auth confirmed recently, so a burst of requests costs one round trip to Auth. A
 * sign-out within that minute is still noticed on the next request: every query path checks
 * the token's session in the database (`private.require_live_session`, see db.ts).
 */
const verified = new Map<string, { claims: Claims; until: number }>();

/**
 * The claims of a token Supabase Auth still honours. `getUser` checks the signature, the
 * expiry and that the session was not signed out, the same way on hosted and local stacks.
 */
export async function verifyToken(token: string): Promise<Claims> {
  const now = Date.now();
  const hit = verified.get(token);
  if (hit && hit.until > now) return hit.claims;
  if (hit) verified.delete(token);

  const { data, error } = await authClient.auth.getUser(token);
  // Auth down or failing (its database restarting) says nothing about the token.
  if (isAuthRetryableFetchError(error) || (error?.status ?? 0) >= 500) {
    throw new ServiceUnavailableError(`Auth is unavailable: ${error?.message}`);
  }
  if (error || !data.user) throw new HttpError(401, "Unauthorized");
  const claims = decodePayload(token);
  if (claims.role !== "authenticated" || claims.sub !== data.user.id) {
    throw new HttpError(401, "Unauthorized");
  }
  const expiresAt = typeof claims.exp === "number" ? claims.exp * 1000 : now;
  if (verified.size >= CACHE_MAX_ENTRIES) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.set(token, { claims, until: Math.min(now + CACHE_MS, expiresAt) });
  return claims;
}

function decodePayload(token: string): Claims {
  const payload = token.split(".")[1] ?? "";
  const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Claims;
}

/** Requires a signed-in user: puts their claims and the audit headers on the context, else 401. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, "Unauthorized");
  c.set("claims", await verifyToken(match[1]));
  c.set("accessToken", match[1]);
  c.set("requestHeaders", auditHeaders(c.req.raw.headers));
  await next();
};

/** The request headers the database takes as evidence and audit (address, user agent). */
export function auditHeaders(headers: Headers): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of ["x-forwarded-for", "user-agent"]) {
    const value = headers.get(name);
    if (value) picked[name] = value;
  }
  return picked;
}

import type { IncomingMessage } from "node:http";
import { bearerToken } from "../lib/http.ts";
import { type Claims, verifyJwt } from "../lib/jwt.ts";
import type { AuthContext } from "./auth-context.ts";
import { AuthError, badRequest, forbidden } from "./errors.ts";
import { findSession } from "./sessions.ts";
import { type Db, findUserById, isUuid, type UserRow } from "./users.ts";

const ADMIN_ROLES = ["service_role", "supabase_admin"];

/** Verifies the Bearer JWT as GoTrue's requireAuthentication does. */
export async function verifiedClaims(req: IncomingMessage, auth: AuthContext): Promise<Claims> {
  const token = bearerToken(req);
  if (!token)
    throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  try {
    return await verifyJwt(token, auth.settings.jwtSecret);
  } catch (error) {
    throw forbidden(
      "bad_jwt",
      `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
    );
  }
}

export interface Caller {
  claims: Claims;
  user: UserRow;
  sessionId: string | undefined;
}

/** The signed-in user behind the Bearer token, whose session must still exist. */
export async function requireUser(
  req: IncomingMessage,
  auth: AuthContext,
  db: Db = auth.pool,
): Promise<Caller> {
  const claims = await verifiedClaims(req, auth);
  if (typeof claims.sub !== "string" || claims.sub === "") {
    throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  }
  if (!isUuid(claims.sub)) throw badRequest("bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUserById(db, claims.sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  const sessionId =
    typeof claims.session_id === "string" && claims.session_id ? claims.session_id : undefined;
  if (sessionId) {
    const session = isUuid(sessionId) ? await findSession(db, sessionId) : undefined;
    if (!session)
      throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
    if (session.not_after && session.not_after.getTime() < Date.now()) {
      throw forbidden("session_expired", "Session from session_id claim in JWT has expired");
    }
  }
  return { claims, user, sessionId };
}

export async function requireAdmin(req: IncomingMessage, auth: AuthContext): Promise<Claims> {
  const claims = await verifiedClaims(req, auth);
  if (!ADMIN_ROLES.includes(String(claims.role))) throw forbidden("not_admin", "User not allowed");
  return claims;
}

export const isAdminClaims = (claims: Claims) => ADMIN_ROLES.includes(String(claims.role));

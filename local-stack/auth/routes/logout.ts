import { inTransaction } from "../../lib/db.ts";
import { audit } from "../audit-log.ts";
import type { AuthHandler } from "../auth-context.ts";
import { requireUser } from "../bearer.ts";
import { badRequest, sendNoContent } from "../errors.ts";
import { clientInfo } from "../request.ts";
import { type LogoutScope, logout } from "../sessions.ts";

const SCOPES: LogoutScope[] = ["global", "local", "others"];

/** POST /logout?scope=global|local|others: ends sessions, whose refresh tokens go with them. */
export const logoutRoute: AuthHandler = async (req, res, url, auth) => {
  const scope = (url.searchParams.get("scope") || "global") as LogoutScope;
  if (!SCOPES.includes(scope)) throw badRequest("validation_failed", "Unsupported logout scope");
  const { user, sessionId } = await requireUser(req, auth);
  await inTransaction(auth.pool, async (db) => {
    await logout(db, user.id, sessionId, scope);
    await audit(db, clientInfo(req), user, "logout");
  });
  sendNoContent(res);
};

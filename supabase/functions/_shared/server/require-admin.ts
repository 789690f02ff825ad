import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { sql, type Tx } from "./db.ts";
import { HttpError } from "./http-error.ts";
import { adminCheck } from "./transaction.ts";

/**
 * 403 unless the caller is an active admin, asked of the database as the caller
 * (`private.is_admin()`, the helper every admin policy uses). Use inside a transaction that
 * must not go on for anyone else.
 */
export async function assertAdmin(tx: Tx): Promise<void> {
  const [row] = await tx<{ isAdmin: boolean }[]>`select private.is_admin() as "isAdmin"`;
  if (!row?.isAdmin) throw new HttpError(403, "Admin access required");
}

/**
 * Middleware for admin routes: `adminRoutes.use("*", requireAdmin)`. Runs after `authenticate`.
 * The same question as `assertAdmin` (`private.is_admin_user()` is `is_admin()` for a given id)
 * for the id of the verified token, in one statement rather than a transaction of its own:
 * every admin request asks it before its own transaction. The same statement refuses a
 * signed-out session (401), as `asCaller` does.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const [row] = await adminCheck(sql, c.var.claims);
  if (!row?.isAdmin) throw new HttpError(403, "Admin access required");
  await next();
};

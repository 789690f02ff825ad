import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { type Tx, withCaller } from "./db.ts";
import { HttpError } from "./http-error.ts";

/**
 * 403 unless the caller is an active admin, asked of the database as the caller
 * (`private.is_admin()`, the helper every admin policy uses). Use inside a transaction that
 * must not go on for anyone else.
 */
export async function assertAdmin(tx: Tx): Promise<void> {
  const [row] = await tx<{ isAdmin: boolean }[]>`select private.is_admin() as "isAdmin"`;
  if (!row?.isAdmin) throw new HttpError(403, "Admin access required");
}

/** Middleware for admin routes: `adminRoutes.use("*", requireAdmin)`. Runs after `authenticate`. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await withCaller(c, assertAdmin);
  await next();
};

import type { Context } from "hono";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { readBusinessId } from "../queries/team.ts";

/**
 * `withCaller` for work that names the caller's business by id (earnings, licence scans): a
 * team member acts for the business, whose rows carry the owner's id.
 */
export function withBusiness<T>(
  c: Context<AppEnv>,
  fn: (tx: Tx, partnerId: string) => PromiseLike<T>,
): Promise<T> {
  return withCaller(c, async (tx) => fn(tx, await readBusinessId(tx)));
}

import type { IncomingMessage } from "node:http";
import type { StackContext } from "../lib/context.ts";
import { asCaller, type PoolClient } from "../lib/db.ts";
import type { Caller } from "./caller.ts";
import { fromDatabaseError } from "./errors.ts";

/** What one request runs its SQL with: who, and the settings Storage sets for its policies. */
export interface DbScope {
  ctx: StackContext;
  req: IncomingMessage;
  url: URL;
  /** Storage's name for the operation (`storage.object.upload`, …), readable in policies. */
  operation: string;
}

export interface RunOptions {
  /** Lets DELETE past the statement trigger that guards storage's tables from plain SQL. */
  allowDelete?: boolean;
}

export const PLATFORM_CALLER: Caller = { claims: { role: "service_role" }, token: "" };

/**
 * Runs `fn` in one transaction as the caller, with the settings Storage sets for each request
 * (`request.jwt`, `request.headers`, `request.method`, `request.path`, `storage.operation`), so
 * RLS on storage.objects and storage.buckets alone decides. Database errors a client should see
 * (RLS denial, duplicate key) come out as Storage errors.
 */
export async function runAs<T>(
  scope: DbScope,
  caller: Caller,
  fn: (client: PoolClient) => Promise<T>,
  options: RunOptions = {},
): Promise<T> {
  const settings: Record<string, string> = {
    "request.jwt": caller.token,
    "request.headers": JSON.stringify(scope.req.headers),
    "request.method": scope.req.method ?? "GET",
    "request.path": scope.url.pathname,
    "storage.operation": scope.operation,
  };
  if (options.allowDelete) settings["storage.allow_delete_query"] = "true";
  try {
    return await asCaller(scope.ctx.pool, caller.claims, fn, settings);
  } catch (error) {
    throw fromDatabaseError(error) ?? error;
  }
}

/**
 * Runs `fn` as service_role, for what Storage itself does without the caller's rights: reading
 * a bucket's limits before an upload, and serving public and signed URLs.
 */
export function runAsPlatform<T>(
  scope: DbScope,
  fn: (client: PoolClient) => Promise<T>,
  options?: RunOptions,
) {
  return runAs(scope, PLATFORM_CALLER, fn, options);
}

import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Tx } from "../../supabase/functions/_shared/transaction.ts";

const QUERIES_DIR = path.resolve(import.meta.dirname, "../../supabase/functions/api/queries");

/**
 * A query function the API's handlers share (supabase/functions/api/queries/<file>), so the
 * floor runs exactly their SQL. Imported by path at run time: those modules are written for
 * Deno and stay outside this project's Node type check.
 */
export async function handlerQuery<Args extends unknown[] = []>(
  file: string,
  name: string,
): Promise<(tx: Tx, ...args: Args) => PromiseLike<unknown>> {
  const module = (await import(pathToFileURL(path.join(QUERIES_DIR, file)).href)) as Record<
    string,
    unknown
  >;
  const query = module[name];
  if (typeof query !== "function") throw new Error(`queries/${file} exports no ${name}()`);
  return query as (tx: Tx, ...args: Args) => PromiseLike<unknown>;
}

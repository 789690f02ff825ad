import { asCaller, type Pool } from "../lib/db.ts";
import type { Claims } from "../lib/jwt.ts";
import type { ChangeFacts } from "./change-facts.ts";
import type { RowChange } from "./change-source.ts";

/**
 * Whether the caller's role and claims can SELECT the changed row, looked up by primary key as
 * Realtime's `walrus_rls_stmt` does. Any error (no schema usage, a policy that raises) counts as
 * not visible, as it does there.
 */
export async function isRowVisible(
  pool: Pool,
  claims: Claims,
  change: RowChange,
  facts: ChangeFacts,
) {
  const keyValues = facts.primaryKey.map((column) => change.record?.[column]);
  if (keyValues.some((value) => value === undefined || value === null)) return false;
  const where = facts.primaryKey
    .map((column, i) => `${ident(column)} = $${i + 1}::${facts.castTypes.get(column) ?? "text"}`)
    .join(" and ");
  const sql = `select 1 from ${ident(change.schema)}.${ident(change.table)} where ${where} limit 1`;
  try {
    return await asCaller(
      pool,
      claims,
      async (client) => (await client.query(sql, keyValues)).rowCount === 1,
    );
  } catch {
    return false;
  }
}

function ident(name: string) {
  return `"${name.replace(/"/g, '""')}"`;
}

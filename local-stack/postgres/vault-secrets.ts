import type { StackConfig } from "../lib/config.ts";
import type { Pool } from "../lib/db.ts";

/**
 * The Vault secrets the scheduled jobs read to call Edge Functions through pg_net (what a hosted
 * project stores once with `vault.create_secret`): this stack's gateway and service-role key.
 */
export async function storeVaultSecrets(pool: Pool, config: StackConfig) {
  await pool.query(
    `insert into vault.secrets (name, secret) values ('project_url', $1), ('service_role_key', $2)
     on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
    [config.apiUrl, config.serviceRoleKey],
  );
}

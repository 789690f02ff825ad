import { randomUUID } from "node:crypto";
import type { ClientInfo } from "./request.ts";
import { type Db, INSTANCE_ID } from "./users.ts";

const LOG_TYPES: Record<string, string> = {
  login: "account",
  logout: "account",
  user_signedup: "team",
  user_invited: "team",
  user_deleted: "team",
  user_modified: "user",
  user_updated_password: "user",
  user_recovery_requested: "user",
  user_confirmation_requested: "user",
  token_refreshed: "token",
  token_revoked: "token",
};

/** Appends an entry to auth.audit_log_entries in GoTrue's payload shape. */
export async function audit(
  db: Db,
  client: ClientInfo,
  actor: { id: string; email: string | null },
  action: string,
  traits?: Record<string, unknown>,
) {
  const payload = {
    actor_id: actor.id,
    actor_username: actor.email ?? "",
    actor_via_sso: false,
    log_type: LOG_TYPES[action] ?? "account",
    action,
    ...(traits ? { traits } : {}),
  };
  await db.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ($1, $2, $3, now(), $4)`,
    [INSTANCE_ID, randomUUID(), payload, (client.ip ?? "").slice(0, 64)],
  );
}

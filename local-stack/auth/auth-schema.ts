import type { Pool } from "../lib/db.ts";

/**
 * GoTrue keeps each session's sign-in methods (the `amr` claim) in auth.mfa_amr_claims and
 * creates it with its own migrations at start-up; this adds it in GoTrue's shape when the
 * platform bootstrap has not.
 */
const MFA_AMR_CLAIMS = `
do $$
begin
  if to_regclass('auth.mfa_amr_claims') is null then
    set local role supabase_auth_admin;
    create table auth.mfa_amr_claims (
      session_id uuid not null references auth.sessions (id) on delete cascade,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      authentication_method text not null,
      id uuid not null primary key,
      constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
    );
    reset role;
    grant all on auth.mfa_amr_claims to postgres, supabase_admin;
  end if;
end
$$;`;

export function createSchemaGuard(pool: Pool) {
  let ready: Promise<void> | undefined;
  return () => {
    ready ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query(MFA_AMR_CLAIMS);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => {});
        ready = undefined;
        throw error;
      } finally {
        client.release();
      }
    })();
    return ready;
  };
}

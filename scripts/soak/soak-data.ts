import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import pg from "pg";
import WebSocket from "ws";
import type { StackConfig } from "../../local-stack/lib/config.ts";

export interface Partner {
  id: string;
  token: string;
}

const PASSWORD = "Partner123!";

function client(config: StackConfig, key: string) {
  return createClient(config.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/**
 * `count` active partners with complete profiles, made through Auth's admin API and signed in
 * with their password, as the portal's partners are.
 */
export async function createPartners(config: StackConfig, count: number): Promise<Partner[]> {
  const admin = client(config, config.serviceRoleKey);
  const run = randomUUID().slice(0, 8);
  const ids = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { data, error } = await admin.auth.admin.createUser({
        email: `soak-${run}-${i}@tourpartner.test`,
        password: PASSWORD,
        email_confirm: true,
      });
      if (error || !data.user) throw new Error(`creating a soak partner failed: ${error?.message}`);
      return data.user.id;
    }),
  );
  await withDb(config, (db) =>
    db.query(
      `update public.users set role = 'partner', is_active = true, business_name = 'Soak Farm',
         business_type = 'Indoor Farm', expertise = array['Cannabis cultivation']
       where id = any($1::uuid[])`,
      [ids],
    ),
  );
  return Promise.all(
    ids.map(async (id, i) => {
      const { data, error } = await client(config, config.anonKey).auth.signInWithPassword({
        email: `soak-${run}-${i}@tourpartner.test`,
        password: PASSWORD,
      });
      if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
      return { id, token: data.session.access_token };
    }),
  );
}

/** `count` open opportunities a month ahead with room for every partner's bid. */
export async function createOpportunities(config: StackConfig, count: number): Promise<string[]> {
  const { rows } = await withDb(config, (db) =>
    db.query<{ id: string }>(
      `insert into public.opportunities (title, location, date, base_rate, max_bids)
       select format('Soak tour %s', i), 'Oakland, CA', now() + interval '30 days', 150, 100
       from generate_series(1, $1::int) i
       returning id`,
      [count],
    ),
  );
  return rows.map((row) => row.id);
}

export async function withDb<T>(config: StackConfig, fn: (db: pg.Client) => Promise<T>) {
  const db = new pg.Client({ connectionString: config.adminDbUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

import { createClient } from "@supabase/supabase-js";
import pg from "pg";
import WebSocket from "ws";
import type { StackConfig } from "../../local-stack/lib/config.ts";

/** A signed-in account: the token the API gets and the claims the SQL floor runs with. */
export interface Caller {
  email: string;
  token: string;
  claims: Record<string, unknown>;
}

export interface BenchCallers {
  admin: Caller;
  /**
   * Active partners with complete profiles; the first one makes the read requests. Taken by
   * creation time, then email, so a fresh load measures the same account with the same profile
   * (scripts/seed-large.ts) every run: the matches' cost depends on the partner's profile.
   */
  partners: Caller[];
  /**
   * A guide of the first partner's business leading up to 20 of its scheduled tours
   * (docs/team.md); undefined on a database without teams.
   */
  guide?: Caller;
}

// docs/database.md: the seeded admin, and the password every seeded and bench partner has.
const ADMIN = { email: "admin@tourpartner.test", password: "Admin123!" };
const PARTNER_PASSWORD = "Partner123!";

/** Signs in the admin and `partnerCount` partners (bench accounts first, else the demo ones). */
export async function signInCallers(config: StackConfig, partnerCount: number) {
  const emails = await partnerEmails(config.dbUrl, partnerCount);
  if (emails.length === 0) throw new Error("no active partner with a complete profile to sign in");
  const [admin, ...partners] = await Promise.all([
    signIn(config, ADMIN.email, ADMIN.password),
    ...emails.map((email) => signIn(config, email, PARTNER_PASSWORD)),
  ]);
  const guide = partners[0] ? await benchGuide(config, partners[0]) : undefined;
  return { admin, partners, guide } as BenchCallers;
}

const GUIDE_EMAIL = "bench-guide@tourpartner.test";

/**
 * The bench guide: an account of its own made a guide of `owner`'s business and given some of
 * its scheduled tours, as an accepted invite and assign_tour_guide() leave them (written as
 * the database owner: the bench's setup, not what it measures).
 */
async function benchGuide(config: StackConfig, owner: Caller): Promise<Caller | undefined> {
  const client = new pg.Client({ connectionString: config.dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ teams: boolean }>(
      "select to_regclass('public.team_members') is not null as teams",
    );
    if (!rows[0]?.teams) return undefined;
    const supabase = createClient(config.apiUrl, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    // Made once; a reused stack has it already.
    await supabase.auth.signUp({ email: GUIDE_EMAIL, password: PARTNER_PASSWORD });
    const guide = await signIn(config, GUIDE_EMAIL, PARTNER_PASSWORD);
    const [guideId, ownerId] = [guide.claims.sub, owner.claims.sub];
    await client.query("delete from public.team_members where partner_id = $1 and role = 'owner'", [
      guideId,
    ]);
    await client.query(
      `insert into public.team_members (partner_id, user_id, email, role, accepted_at)
       values ($1, $2, $3, 'guide', now()) on conflict (user_id) do nothing`,
      [ownerId, guideId, GUIDE_EMAIL],
    );
    await client.query(
      `update public.tours set guide_id = $2
       where id in (
         select id from public.tours where partner_id = $1 and status = 'scheduled'
         order by scheduled_for limit 20
       )`,
      [ownerId, guideId],
    );
    return guide;
  } finally {
    await client.end();
  }
}

async function partnerEmails(dbUrl: string, limit: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      `select email from public.users
       where role = 'partner' and is_active and profile_complete and email like '%@tourpartner.test'
       order by email like 'bench-%' desc, created_at, email
       limit $1`,
      [limit],
    );
    return rows.map((row) => row.email);
  } finally {
    await client.end();
  }
}

async function signIn(config: StackConfig, email: string, password: string): Promise<Caller> {
  const supabase = createClient(config.apiUrl, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  const token = data.session.access_token;
  return { email, token, claims: decodeClaims(token) };
}

/** The token's payload, as the API's auth middleware hands it to the database. */
function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
}

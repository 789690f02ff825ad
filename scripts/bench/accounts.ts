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
  return { admin, partners } as BenchCallers;
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

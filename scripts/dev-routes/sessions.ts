import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import WebSocket from "ws";
import { testClientAddress } from "../../tests/support/clients.ts";
import { functionsUrl, testStack } from "../../tests/support/stack.ts";
import { UNKNOWN_LINK_TOKEN } from "./route-paths.ts";

/** Seeded by supabase/seed.sql into every fresh stack (README "Demo accounts"). */
const DEMO = {
  partner: { email: "green.valley@tourpartner.test", password: "Partner123!" },
  incompletePartner: { email: "new.leaf@tourpartner.test", password: "Partner123!" },
  admin: { email: "admin@tourpartner.test", password: "Admin123!" },
};

/** Who opens the routes, as the route table tells them apart (src/app/route-table.tsx). */
export interface Session {
  name: string;
  /** What routesFor() reads of the signed-in user; null for a visitor. */
  user: { role: "partner" | "admin"; profileComplete: boolean } | null;
  /** The browser's localStorage for this session, as the app's Supabase client keeps it. */
  storage: Record<string, string>;
}

/** Signs in through Auth as the app does and returns what its client would have stored. */
async function storedSession(account: { email: string; password: string }, storageKey: string) {
  const storage = new Map<string, string>();
  const client = createClient(testStack.apiUrl, testStack.anonKey, {
    global: { headers: { "X-Forwarded-For": testClientAddress() } },
    auth: {
      storageKey,
      persistSession: true,
      autoRefreshToken: false,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw new Error(`sign-in failed for ${account.email}: ${error.message}`);
  return { client, storage: Object.fromEntries(storage) };
}

/** The four states the route table knows, each signed in (but the visitor) on the test stack. */
export async function demoSessions(storageKey: string) {
  const [partner, incompletePartner, admin] = await Promise.all([
    storedSession(DEMO.partner, storageKey),
    storedSession(DEMO.incompletePartner, storageKey),
    storedSession(DEMO.admin, storageKey),
  ]);
  const sessions: Session[] = [
    { name: "visitor", user: null, storage: {} },
    {
      name: "partner",
      user: { role: "partner", profileComplete: true },
      storage: partner.storage,
    },
    {
      name: "partner before signup",
      user: { role: "partner", profileComplete: false },
      storage: incompletePartner.storage,
    },
    { name: "admin", user: { role: "admin", profileComplete: true }, storage: admin.storage },
  ];
  return {
    sessions,
    params: {
      id: await firstUpcomingTour(partner.client),
      token: await openReviewLink(),
      "/guests/:token token": await openGuestListLink(),
      "/waivers/:token token": await openWaiverLink(),
      // A confirmation link is the account's own; the pages answer a made-up one.
      "/confirm-email/:token token": UNKNOWN_LINK_TOKEN,
      "/confirm-bank-account/:token token": UNKNOWN_LINK_TOKEN,
      // The demo has no invite waiting; the page answers a made-up link.
      "/join/:token token": UNKNOWN_LINK_TOKEN,
    },
  };
}

/**
 * The link token of the demo's open review request, so /reviews/:token opens a real one: made
 * as the sender makes it (private.link_token), which only the database's owner may call.
 */
async function openReviewLink() {
  const db = new pg.Client({ connectionString: testStack.dbUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select private.link_token('review', id) as token from public.review_requests
       where used_at is null and expires_at > now() order by created_at limit 1`,
    );
    if (!rows[0]) throw new Error("the demo has no open review request");
    return rows[0].token as string;
  } finally {
    await db.end();
  }
}

/**
 * The token of a demo tour's guest list, as the sender signs it into the organiser's award mail
 * (only its hash is kept), which only the database's owner may do.
 */
async function openGuestListLink() {
  const db = new pg.Client({ connectionString: testStack.dbUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select private.content_with_link_token(e.content) #>> '{data,token}' as token
       from public.email_outbox e
       join private.guest_list_links l on l.token_hash = private.link_token_hash(
         private.content_with_link_token(e.content) #>> '{data,token}'
       )
       where e.kind = 'guest_list_link' and l.revoked_at is null
       order by e.created_at desc limit 1`,
    );
    if (!rows[0]) throw new Error("the demo has no guest list link");
    return rows[0].token as string;
  } finally {
    await db.end();
  }
}

/** The token of the demo guest's waiver link, as the sender signs it into their mail. */
async function openWaiverLink() {
  const db = new pg.Client({ connectionString: testStack.dbUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select private.content_with_link_token(e.content) #>> '{data,token}' as token
       from public.email_outbox e
       join private.waiver_links l on l.token_hash = private.link_token_hash(
         private.content_with_link_token(e.content) #>> '{data,token}'
       )
       where e.kind = 'waiver_link'
       order by e.created_at desc limit 1`,
    );
    if (!rows[0]) throw new Error("the demo has no waiver link");
    return rows[0].token as string;
  } finally {
    await db.end();
  }
}

/** A tour of the demo partner's, so /tours/:id opens a real one. */
async function firstUpcomingTour(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  const response = await fetch(`${functionsUrl}/api/tours/upcoming`, {
    headers: { apikey: testStack.anonKey, authorization: `Bearer ${data.session?.access_token}` },
  });
  const tours = (await response.json()) as { id: string }[];
  const tour = tours[0];
  if (!response.ok || !tour)
    throw new Error(`the demo partner has no upcoming tour (${response.status})`);
  return tour.id;
}

import { randomInt, randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { testStack } from "./stack.ts";

/**
 * A client address of its own (198.18.0.0/15, the benchmarking range). Auth's rate limits count
 * per client address; the test stack reads it from X-Forwarded-For, so the suite's many
 * sign-ups do not all draw on the one budget of 127.0.0.1.
 */
export function testClientAddress() {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** A supabase-js client as an app would make it; Node 20 has no global WebSocket, so `ws`. */
export function anonClient(
  options: { flowType?: "implicit" | "pkce"; clientAddress?: string } = {},
): SupabaseClient {
  return createClient(testStack.apiUrl, testStack.anonKey, {
    global: { headers: { "X-Forwarded-For": options.clientAddress ?? testClientAddress() } },
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      flowType: options.flowType ?? "implicit",
    },
    realtime: { transport: WebSocket as never },
  });
}

export function serviceClient(): SupabaseClient {
  return createClient(testStack.apiUrl, testStack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

export function uniqueEmail(label = "user") {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * A client signed in as an account of db-fixtures' createUser(), whose password is the same for
 * every account.
 */
export async function clientSignedInAs(user: { email: string }): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({
    email: user.email,
    password: "Passw0rd!",
  });
  if (error) throw error;
  return client;
}

/** The smallest file Storage accepts as a PDF. */
export const TINY_PDF = new Blob(["%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"], {
  type: "application/pdf",
});

/** Signs up a fresh user (email confirmations are off, as in config.toml) and returns its client. */
export async function signedInClient(label = "user") {
  const client = anonClient();
  const email = uniqueEmail(label);
  const password = "Passw0rd!";
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, email, password, session: data.session, user: data.session.user };
}

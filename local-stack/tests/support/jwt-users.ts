import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import WebSocket from "ws";
import { uniqueEmail } from "../../../tests/support/clients.ts";
import { testStack } from "../../../tests/support/stack.ts";
import { type Claims, signJwt } from "../../lib/jwt.ts";

export interface JwtUser {
  id: string;
  email: string;
  token: string;
  /** A supabase-js client that sends `token` as its session (the `accessToken` option). */
  client: SupabaseClient;
}

/**
 * A user row in auth.users plus an access token minted with the stack's secret in the shape
 * GoTrue issues, so a service can be tested on its own protocol without going through Auth.
 */
export async function createJwtUser(label = "user"): Promise<JwtUser> {
  const id = randomUUID();
  const email = uniqueEmail(label);
  const db = new pg.Client({ connectionString: testStack.adminDbUrl });
  await db.connect();
  try {
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(),
               '{"provider": "email", "providers": ["email"]}', '{}', now(), now())`,
      [id, email],
    );
  } finally {
    await db.end();
  }
  const token = await userToken(id, email);
  return { id, email, token, client: await clientWithToken(token) };
}

/**
 * An access token for a user as GoTrue's `GenerateAccessToken` shapes it, without the
 * `session_id` (no Auth session stands behind it; the database refuses a claimed session that
 * does not exist).
 */
export function userToken(
  id: string,
  email: string,
  overrides: Claims = {},
  secret = testStack.jwtSecret,
) {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      iss: `${testStack.apiUrl}/auth/v1`,
      sub: id,
      aud: "authenticated",
      exp: now + testStack.jwtExpiry,
      iat: now,
      email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: {},
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: now }],
      is_anonymous: false,
      ...overrides,
    },
    secret,
  );
}

/**
 * A client whose session token is `token`. Realtime learns the token asynchronously; a channel
 * subscribed before that joins with the apikey instead, so wait for it as an app's first render
 * would.
 */
export async function clientWithToken(
  token: string,
  options: { vsn?: "1.0.0" | "2.0.0" } = {},
): Promise<SupabaseClient> {
  const client = createClient(testStack.apiUrl, testStack.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never, ...options },
  });
  await client.realtime.setAuth();
  return client;
}

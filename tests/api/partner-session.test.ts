import { afterAll, describe, expect, test } from "vitest";
import { anonClient } from "../support/clients.ts";
import { type Caller, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { functionsUrl, testStack } from "../support/stack.ts";
import { accountsBeforeAll, createAdmin, createPartner } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";

const pool = ownerPool(2);

const { partner } = accountsBeforeAll(pool, { partner: ["partner", "session"] });

afterAll(() => pool.end());

describe("GET /api/auth/user", () => {
  test("returns the profile, role and completeness through supabase-js", async () => {
    const { data, error } = await partner.client.functions.invoke("api/auth/user", {
      method: "GET",
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: partner.id,
      email: partner.email,
      firstName: "Pat",
      businessName: "Sunny Acres",
      role: "partner",
      isActive: true,
      profileComplete: true,
      totalTours: 0,
      totalRevenue: "0.00",
      authProvider: "email",
    });
    expect(data.createdAt).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
    );
    expect(data).not.toHaveProperty("notes");
  });

  test("says incomplete when business name, type or expertise is missing", async () => {
    const fresh = await createPartner(pool, "fresh", {});
    const { status, body } = await fresh.call("GET", "/api/auth/user");
    expect(status).toBe(200);
    expect(body.profileComplete).toBe(false);
    expect(body.businessName).toBeNull();
  });

  test("401 Unauthorized with the anon key, a signed-out session or no token", async () => {
    const { error } = await anonClient().functions.invoke("api/auth/user", { method: "GET" });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });

    const gone = await createPartner(pool, "gone");
    await gone.client.auth.signOut();
    expect((await gone.call("GET", "/api/auth/user")).status).toBe(401);

    expect((await callApi(undefined, "GET", "/api/auth/user")).status).toBe(401);
  });

  test("a sign-out takes effect at once, also for a token the API has just accepted", async () => {
    const leaving = await createPartner(pool, "leaving");
    const leavingAdmin = await createAdmin(pool, "leaving-admin");
    expect((await leaving.call("GET", "/api/auth/user")).status).toBe(200);
    expect((await leaving.call("GET", "/api/bids")).status).toBe(200);
    expect((await leavingAdmin.call("GET", "/api/admin/stats")).status).toBe(200);

    await leaving.client.auth.signOut();
    await leavingAdmin.client.auth.signOut();

    const user = await leaving.call("GET", "/api/auth/user");
    expect(user.status).toBe(401);
    expect(user.body).toEqual({ message: "Unauthorized" });
    expect((await leaving.call("GET", "/api/bids")).status).toBe(401);
    expect((await leavingAdmin.call("GET", "/api/admin/stats")).status).toBe(401);
  });

  test("signing out on one device leaves the other session working", async () => {
    const here = await createPartner(pool, "two-devices");
    const there = anonClient();
    const { data } = await there.auth.signInWithPassword({
      email: here.email,
      password: "Passw0rd!",
    });
    const otherToken = data.session?.access_token ?? "";
    expect((await callApi(otherToken, "GET", "/api/auth/user")).status).toBe(200);

    await here.client.auth.signOut({ scope: "local" });
    expect((await here.call("GET", "/api/auth/user")).status).toBe(401);
    expect((await callApi(otherToken, "GET", "/api/auth/user")).status).toBe(200);
  });

  test("a signed-out session's token reaches no row through the Data API either", async () => {
    // PostgREST would still accept the token until it expires; played here as PostgREST plays
    // a request: role authenticated and the token's own claims, session_id included.
    const leaving = await createPartner(pool, "leaving-rest");
    const claims = claimsOf(leaving.token);
    expect(claims.session_id).toEqual(expect.any(String));
    const token: Caller = { role: "authenticated", claims };
    await pool.query(
      `insert into public.notifications (user_id, type, data)
       values ($1, 'legacy', '{"title": "Hello", "message": "For you"}')`,
      [leaving.id],
    );
    const reach = (caller: Caller) =>
      tryAs(pool, caller, async (c) => {
        const { rows } = await c.query<{ active: boolean; notifications: number }>(
          `select private.is_active_user() as active,
                  (select count(*) from public.notifications)::int as notifications`,
        );
        return rows[0];
      });
    const write = (caller: Caller) =>
      tryAs(pool, caller, (c) =>
        c.query("insert into public.chat_messages (user_id, message) values ($1, 'Still there?')", [
          leaving.id,
        ]),
      );

    expect(await reach(token)).toEqual({ active: true, notifications: 1 });
    expect((await write(token)).rowCount).toBe(1);

    await leaving.client.auth.signOut();

    expect(await reach(token)).toEqual({ active: false, notifications: 0 });
    expect(await sqlState(write(token))).toBe("42501");
    // Claims that name no session (the service role, hand-made test claims) are judged as before.
    const { session_id: _, ...sessionless } = claims;
    expect(await reach({ role: "authenticated", claims: sessionless })).toEqual({
      active: true,
      notifications: 1,
    });
  });

  test("every answer carries a request id, the caller's own when it sent one", async () => {
    const mine = await callApi(partner.token, "GET", "/api/auth/user", undefined, {
      "x-request-id": "trace-123",
    });
    expect(mine.headers.get("x-request-id")).toBe("trace-123");
    const generated = await callApi(undefined, "GET", "/api/nowhere", undefined, {
      authorization: `Bearer ${testStack.anonKey}`,
    });
    expect(generated.status).toBe(404);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a browser may read the request id (CORS exposes it)", async () => {
    const response = await fetch(`${functionsUrl}/api/auth/user`, {
      headers: { origin: testStack.siteUrl, authorization: `Bearer ${partner.token}` },
    });
    expect(response.headers.get("access-control-expose-headers")).toContain("x-request-id");
  });
});

/** The claims of an access token (already verified by whoever issued it). */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
}

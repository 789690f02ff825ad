import {
  isAuthApiError,
  isAuthWeakPasswordError,
  type SupabaseClient,
} from "@supabase/supabase-js";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anonClient,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from "../../tests/support/clients.ts";
import { testStack } from "../../tests/support/stack.ts";

const authUrl = `${testStack.apiUrl}/auth/v1`;
const appCallback = `${testStack.siteUrl}/auth/callback`;

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: testStack.dbUrl });
  await db.connect();
});
afterAll(() => db.end());

function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString("utf8"));
}

async function authFetch(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("apikey", testStack.anonKey);
  headers.set("authorization", `Bearer ${init.token ?? testStack.anonKey}`);
  if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
  return fetch(`${authUrl}${path}`, { ...init, headers });
}

async function latestMail(to: string) {
  const res = await fetch(`${testStack.mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  const mails = (await res.json()) as Array<{ subject: string; text: string; html: string }>;
  const mail = mails[0];
  if (!mail) throw new Error(`no mail for ${to}`);
  const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1];
  const code = /code: (\d{6})/.exec(mail.text)?.[1];
  return { ...mail, link, code };
}

function fragmentOf(location: string) {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

describe("sign-up and password sign-in", () => {
  it("signs up with a session and a user shaped like GoTrue's", async () => {
    const client = anonClient();
    const email = uniqueEmail("signup");
    const { data, error } = await client.auth.signUp({
      email,
      password: "Passw0rd!",
      options: { data: { full_name: "Ada Guide" } },
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session?.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    const user = session?.user;
    expect(user?.email).toBe(email);
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.app_metadata).toEqual({ provider: "email", providers: ["email"] });
    expect(user?.user_metadata).toMatchObject({ full_name: "Ada Guide", email, sub: user?.id });
    expect(user?.identities?.[0]).toMatchObject({
      provider: "email",
      id: user?.id,
      user_id: user?.id,
    });

    const claims = claimsOf(session?.access_token ?? "");
    expect(claims).toMatchObject({
      iss: authUrl,
      sub: user?.id,
      aud: "authenticated",
      role: "authenticated",
      email,
      phone: "",
      aal: "aal1",
      is_anonymous: false,
    });
    expect(claims.exp).toBe((claims.iat as number) + testStack.jwtExpiry);
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    const { rows } = await db.query("select user_id from auth.sessions where id = $1", [
      claims.session_id,
    ]);
    expect(rows[0]?.user_id).toBe(user?.id);
  });

  it("refuses a taken address, a short password and a malformed address", async () => {
    const { email } = await signedInClient("taken");
    const client = anonClient();
    const taken = await client.auth.signUp({ email, password: "Passw0rd!" });
    expect(isAuthApiError(taken.error)).toBe(true);
    expect(taken.error).toMatchObject({ status: 422, code: "user_already_exists" });

    const weak = await client.auth.signUp({ email: uniqueEmail("weak"), password: "sh0rt" });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });

    const malformed = await client.auth.signUp({ email: "not-an-address", password: "Passw0rd!" });
    expect(malformed.error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("answers a wrong password or an unknown user with invalid_credentials", async () => {
    const { email } = await signedInClient("wrong-pw");
    const client = anonClient();
    for (const attempt of [
      { email, password: "not-the-password" },
      { email: uniqueEmail("nobody"), password: "Passw0rd!" },
    ]) {
      const { data, error } = await client.auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({
        status: 400,
        code: "invalid_credentials",
        message: "Invalid login credentials",
      });
    }
  });

  it("signs in with a password, including a pgcrypto crypt() hash as seed data has", async () => {
    const email = uniqueEmail("seeded");
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data,
         raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         $1, extensions.crypt('Seeded-pass1', extensions.gen_salt('bf')), now(), '', '', '', '',
         '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [email],
    );
    const { data, error } = await anonClient().auth.signInWithPassword({
      email,
      password: "Seeded-pass1",
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });
});

describe("the signed-in user", () => {
  it("reads and updates the user: metadata merges, a new password replaces the old", async () => {
    const { client, email, password } = await signedInClient("update");
    const { data: current } = await client.auth.getUser();
    expect(current.user?.email).toBe(email);

    const { data: first } = await client.auth.updateUser({
      data: { full_name: "Ben Host", city: "Porto" },
    });
    expect(first.user?.user_metadata).toMatchObject({
      full_name: "Ben Host",
      city: "Porto",
      email,
    });
    const { data: second } = await client.auth.updateUser({ data: { city: null } });
    expect(second.user?.user_metadata.full_name).toBe("Ben Host");
    expect(second.user?.user_metadata).not.toHaveProperty("city");

    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const changed = await client.auth.updateUser({ password: "N3w-password!" });
    expect(changed.error).toBeNull();

    const other = anonClient();
    const oldPassword = await other.auth.signInWithPassword({ email, password });
    expect(oldPassword.error).toMatchObject({ code: "invalid_credentials" });
    const newPassword = await other.auth.signInWithPassword({ email, password: "N3w-password!" });
    expect(newPassword.error).toBeNull();
  });

  it("answers Bearer problems with GoTrue's codes and the API version header", async () => {
    const missing = await fetch(`${authUrl}/user`, { headers: { apikey: testStack.anonKey } });
    expect(missing.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    const badJwt = await authFetch("/user", { token: "not.a.jwt" });
    expect(badJwt.status).toBe(403);
    expect(await badJwt.json()).toMatchObject({ code: "bad_jwt", error_code: "bad_jwt" });
    const malformed = await authFetch("/token?grant_type=password", {
      method: "POST",
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "bad_json" });
  });
});

describe("refresh tokens and sign-out", () => {
  it("rotates refresh tokens, tolerates a lost answer and revokes the family on late reuse", async () => {
    const { client, session } = await signedInClient("refresh");
    const first = session.refresh_token;
    const rotated = await client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const second = rotated.data.session?.refresh_token ?? "";
    expect(second).not.toBe(first);
    const { rows } = await db.query(
      "select revoked, parent from auth.refresh_tokens where token = $1",
      [second],
    );
    expect(rows[0]).toEqual({ revoked: false, parent: first });

    // The parent of the active token hands back that active token (the client lost the answer).
    const retried = await anonClient().auth.refreshSession({ refresh_token: first });
    expect(retried.data.session?.refresh_token).toBe(second);

    const third = (await client.auth.refreshSession()).data.session?.refresh_token ?? "";
    await db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1",
      [first],
    );
    const late = await anonClient().auth.refreshSession({ refresh_token: first });
    expect(late.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
    const { rows: active } = await db.query(
      "select count(*)::int as n from auth.refresh_tokens where session_id = $1 and not revoked",
      [claimsOf(session.access_token).session_id],
    );
    expect(active[0]?.n).toBe(0);
    expect(third).toMatch(/^[A-Za-z0-9]{12}$/);

    const unknown = await anonClient().auth.refreshSession({ refresh_token: "unknownToken" });
    expect(unknown.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });

  it("signs out: the refresh token stops working and the access token's session is gone", async () => {
    const { client, session } = await signedInClient("signout");
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshed.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    const user = await authFetch("/user", { token: session.access_token });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: "session_not_found" });
  });
});

describe("OAuth through the local test provider", () => {
  /** The provider's page for a fresh flow, as a browser holding `cookie` would see it. */
  async function providerPage(startUrl: string, cookie = "") {
    const authorize = await fetch(startUrl, { redirect: "manual" });
    expect(authorize.status).toBe(302);
    const page = await fetch(authorize.headers.get("location") ?? "", { headers: { cookie } });
    const html = await page.text();
    expect(page.status).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
    const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const choose = (fields: Record<string, string>) =>
      fetch(action, {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams({ state, ...fields }),
        redirect: "manual",
      });
    return { html, choose };
  }

  async function throughProvider(
    startUrl: string,
    choose: (html: string) => Record<string, string>,
    cookie = "",
  ) {
    const page = await providerPage(startUrl, cookie);
    const chosen = await page.choose(choose(page.html));
    expect(chosen.status).toBe(303);
    const callback = await fetch(chosen.headers.get("location") ?? "", { redirect: "manual" });
    expect(callback.status).toBe(302);
    const setCookie = chosen.headers.get("set-cookie") ?? "";
    return {
      html: page.html,
      location: callback.headers.get("location") ?? "",
      cookie: setCookie.split(";")[0] ?? "",
    };
  }

  it("signs in with Google by PKCE: chooser page, callback, code exchange", async () => {
    const client = anonClient({ flowType: "pkce" });
    const email = uniqueEmail("google");
    const { data, error } = await client.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: appCallback, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const { html, location } = await throughProvider(data.url ?? "", () => ({
      email,
      full_name: "Gina Google",
    }));
    expect(html).toContain("<title>Sign in with Google – local test provider</title>");
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toContain("Add new account");

    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe(appCallback);
    const code = back.searchParams.get("code") ?? "";
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    const user = exchanged.data.session?.user;
    expect(user?.email).toBe(email);
    expect(user?.app_metadata).toEqual({ provider: "google", providers: ["google"] });
    expect(user?.user_metadata).toMatchObject({ full_name: "Gina Google", email_verified: true });
    expect(user?.identities?.[0]?.identity_data).toMatchObject({ email, full_name: "Gina Google" });
    expect(claimsOf(exchanged.data.session?.access_token ?? "").amr).toEqual([
      { method: "oauth", timestamp: expect.any(Number) },
    ]);

    const again = await client.auth.exchangeCodeForSession(code);
    expect(again.error).toBeTruthy();
  });

  it("lists only this browser's accounts, and sends foreign redirects to the site URL", async () => {
    const email = uniqueEmail("browser");
    const start = `${authUrl}/authorize?provider=google&redirect_to=${encodeURIComponent(appCallback)}`;
    const first = await throughProvider(start, () => ({ email, full_name: "Bea Browser" }));
    expect(first.cookie).toMatch(/^sb-local-idp-google-\d+=/);
    const userId = claimsOf(fragmentOf(first.location).get("access_token") ?? "").sub;

    // Another browser sees no accounts; this one sees its own and can choose it again.
    const elsewhere = await providerPage(start);
    expect(elsewhere.html).not.toContain(email);
    expect(elsewhere.html).toContain("No Google test accounts in this browser yet.");
    const subject = /name="account" value="([^"]+)"/;
    const picked = await throughProvider(
      `${authUrl}/authorize?provider=google&redirect_to=${encodeURIComponent("https://elsewhere.example/cb")}`,
      (html) => {
        expect(html).toContain(email);
        return { account: subject.exec(html)?.[1] ?? "" };
      },
      first.cookie,
    );
    expect(picked.location.startsWith(`${testStack.siteUrl}#`)).toBe(true);
    expect(claimsOf(fragmentOf(picked.location).get("access_token") ?? "").sub).toBe(userId);

    // A choice must be one of this browser's accounts.
    const withoutCookie = await providerPage(start);
    const forged = await withoutCookie.choose({
      account: subject.exec((await providerPage(start, first.cookie)).html)?.[1] ?? "",
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("That test account is not known in this browser.");
  });

  it("will not vouch for an address an account already holds: no sign-in as its owner", async () => {
    const { email, user } = await signedInClient("password-owner");
    const start = `${authUrl}/authorize?provider=google&redirect_to=${encodeURIComponent(appCallback)}`;
    const googleOnly = uniqueEmail("google-only");
    await throughProvider(start, () => ({ email: googleOnly, full_name: "Gus Google" }));
    for (const address of [email, "admin@tourpartner.test", email.toUpperCase(), googleOnly]) {
      const page = await providerPage(start);
      const refused = await page.choose({ email: address, full_name: "Mallory" });
      expect(refused.status).toBe(409);
      expect(refused.headers.get("location")).toBeNull();
      expect(await refused.text()).toContain("An account with this email address already exists.");
    }
    const { rows } = await db.query(
      "select provider from auth.identities where user_id = $1 order by provider",
      [user.id],
    );
    expect(rows).toEqual([{ provider: "email" }]);
  });

  it("refuses a provider that is not enabled", async () => {
    const res = await fetch(`${authUrl}/authorize?provider=github`, { redirect: "manual" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "validation_failed",
      message: expect.stringMatching(/^Unsupported provider/),
    });
  });
});

describe("password recovery by mail", () => {
  it("resets the password through the mailed link", async () => {
    const { email, password } = await signedInClient("reset-link");
    const client = anonClient();
    const sent = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${testStack.siteUrl}/reset`,
    });
    expect(sent.error).toBeNull();
    const mail = await latestMail(email);
    // The product's template ([auth.email.template.recovery]), not GoTrue's default.
    expect(mail.subject).toBe("Reset your Tour Partner Portal password");
    expect(mail.text).toContain(
      `Someone asked to reset the password of the Tour Partner Portal account for ${email}.`,
    );
    expect(mail.text).not.toContain("Follow this link");
    expect(mail.link).toContain(`${testStack.apiUrl}/auth/v1/verify?token=`);
    expect(mail.code).toMatch(/^\d{6}$/);

    const followed = await fetch(mail.link ?? "", { redirect: "manual" });
    expect(followed.status).toBe(303);
    const location = followed.headers.get("location") ?? "";
    expect(location.startsWith(`${testStack.siteUrl}/reset#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get("type")).toBe("recovery");
    const set = await client.auth.setSession({
      access_token: fragment.get("access_token") ?? "",
      refresh_token: fragment.get("refresh_token") ?? "",
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: "Reset-pass1" })).error).toBeNull();

    const again = await fetch(mail.link ?? "", { redirect: "manual" });
    expect(fragmentOf(again.headers.get("location") ?? "").get("error_code")).toBe("otp_expired");
    const other = anonClient();
    expect((await other.auth.signInWithPassword({ email, password })).error).toMatchObject({
      code: "invalid_credentials",
    });
    expect(
      (await other.auth.signInWithPassword({ email, password: "Reset-pass1" })).error,
    ).toBeNull();
  });

  it("resets the password with the mailed code, and hands a PKCE flow a code", async () => {
    const { email } = await signedInClient("reset-code");
    const client = anonClient();
    await client.auth.resetPasswordForEmail(email);
    const { code } = await latestMail(email);
    const verified = await client.auth.verifyOtp({ email, token: code ?? "", type: "recovery" });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: "Code-pass1" })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: "Code-pass1" })).error,
    ).toBeNull();

    const unknown = await anonClient().auth.resetPasswordForEmail(uniqueEmail("ghost"));
    expect(unknown.error).toBeNull();

    const { email: pkceEmail } = await signedInClient("reset-pkce");
    const pkceClient = anonClient({ flowType: "pkce" });
    await pkceClient.auth.resetPasswordForEmail(pkceEmail, { redirectTo: appCallback });
    const { link } = await latestMail(pkceEmail);
    const followed = await fetch(link ?? "", { redirect: "manual" });
    const authCode = new URL(followed.headers.get("location") ?? "").searchParams.get("code") ?? "";
    const exchanged = await pkceClient.auth.exchangeCodeForSession(authCode);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(pkceEmail);
    const amr = claimsOf(exchanged.data.session?.access_token ?? "").amr as Array<{
      method: string;
    }>;
    expect(amr[0]?.method).toBe("recovery");
  });
});

describe("email codes and links", () => {
  it("signs a new address in with a mailed one-time code", async () => {
    const email = uniqueEmail("otp");
    const client = anonClient();
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMail(email);
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: mail.code ?? "",
      type: "email",
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const wrong = await anonClient().auth.verifyOtp({ email, token: "000000", type: "email" });
    expect(wrong.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("invites a user whose mailed link confirms the account", async () => {
    const email = uniqueEmail("invited");
    const invited = await serviceClient().auth.admin.inviteUserByEmail(email, {
      redirectTo: appCallback,
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    expect(invited.data.user?.email_confirmed_at).toBeUndefined();
    const mail = await latestMail(email);
    expect(mail.subject).toBe("You are invited to the Tour Partner Portal");
    const followed = await fetch(mail.link ?? "", { redirect: "manual" });
    const fragment = fragmentOf(followed.headers.get("location") ?? "");
    expect(fragment.get("type")).toBe("invite");
    expect(claimsOf(fragment.get("access_token") ?? "").email).toBe(email);
  });
});

describe("admin API", () => {
  let admin: SupabaseClient;
  beforeAll(() => {
    admin = serviceClient();
  });

  it("creates, reads, lists, updates and deletes users", async () => {
    const email = uniqueEmail("admin-made");
    const created = await admin.auth.admin.createUser({
      email,
      password: "Admin-pass1",
      email_confirm: true,
      user_metadata: { full_name: "Ana Admin" },
      app_metadata: { role_hint: "partner" },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? "";
    expect(created.data.user?.app_metadata).toEqual({
      provider: "email",
      providers: ["email"],
      role_hint: "partner",
    });

    const dup = await admin.auth.admin.createUser({ email, password: "Admin-pass1" });
    expect(dup.error).toMatchObject({ status: 422, code: "email_exists" });

    const fetched = await admin.auth.admin.getUserById(id);
    expect(fetched.data.user?.user_metadata.full_name).toBe("Ana Admin");

    const page = await admin.auth.admin.listUsers({ page: 1, perPage: 1 });
    if (page.error) throw page.error;
    expect(page.data.users).toHaveLength(1);
    expect(page.data.total).toBeGreaterThan(1);
    expect(page.data.nextPage).toBe(2);
    const raw = await fetch(`${authUrl}/admin/users?page=1&per_page=1`, {
      headers: {
        apikey: testStack.serviceRoleKey,
        authorization: `Bearer ${testStack.serviceRoleKey}`,
      },
    });
    const total = Number(raw.headers.get("x-total-count"));
    expect(total).toBe(page.data.total);
    expect(raw.headers.get("link")).toBe(
      `<${authUrl}/admin/users?page=2&per_page=1>; rel="next", <${authUrl}/admin/users?page=${total}&per_page=1>; rel="last"`,
    );

    const updated = await admin.auth.admin.updateUserById(id, {
      user_metadata: { city: "Lisbon" },
    });
    expect(updated.data.user?.user_metadata).toMatchObject({
      full_name: "Ana Admin",
      city: "Lisbon",
    });
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: "Admin-pass1" })).error,
    ).toBeNull();

    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error).toMatchObject({
      status: 404,
      code: "user_not_found",
    });
  });

  it("generates a recovery link whose hashed token verifies", async () => {
    const { email } = await signedInClient("gen-link");
    const { data, error } = await admin.auth.admin.generateLink({ type: "recovery", email });
    expect(error).toBeNull();
    expect(data.properties?.action_link).toContain("type=recovery");
    const client = anonClient();
    const verified = await client.auth.verifyOtp({
      token_hash: data.properties?.hashed_token ?? "",
      type: "recovery",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
  });

  it("refuses the admin API to the anon key", async () => {
    const anonAdmin = anonClient().auth.admin;
    const listed = await anonAdmin.listUsers();
    expect(listed.error).toMatchObject({ status: 403, code: "not_admin" });
    const created = await anonAdmin.createUser({
      email: uniqueEmail("sneaky"),
      password: "Passw0rd!",
    });
    expect(created.error).toMatchObject({ status: 403, code: "not_admin" });
  });
});

describe("service endpoints", () => {
  it("serves settings, an empty JWKS and health", async () => {
    const settings = await (await authFetch("/settings")).json();
    expect(settings).toMatchObject({
      external: { email: true, google: true, github: false },
      mailer_autoconfirm: true,
    });
    expect(await (await authFetch("/.well-known/jwks.json")).json()).toEqual({ keys: [] });
    expect((await authFetch("/health")).status).toBe(200);
  });
});

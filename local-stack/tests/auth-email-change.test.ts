import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, signedInClient, uniqueEmail } from "../../tests/support/clients.ts";
import { testStack } from "../../tests/support/stack.ts";

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: testStack.dbUrl });
  await db.connect();
});
afterAll(() => db.end());

interface Mail {
  subject: string;
  text: string;
}

async function mailsTo(address: string) {
  const res = await fetch(`${testStack.mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
  return ((await res.json()) as Mail[]).map((mail) => ({
    ...mail,
    link: /(http\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1] ?? "",
    code: /code: (\d{6})/.exec(mail.text)?.[1] ?? "",
  }));
}

function fragmentOf(location: string) {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

// config.toml: double_confirm_changes = true (GoTrue's secure e-mail change) and
// enable_confirmations = false, with which GoTrue completes the change on the first
// confirmation of either address.
describe("PUT /user with a new e-mail address", () => {
  it("mails both addresses and changes nothing until a code is verified", async () => {
    const { client, email, password, user } = await signedInClient("moving");
    const next = uniqueEmail("moved");
    const { data, error } = await client.auth.updateUser({ email: next.toUpperCase() });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    expect(Date.parse(data.user?.email_change_sent_at ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const [toNew] = await mailsTo(next);
    const [toCurrent] = await mailsTo(email);
    for (const mail of [toNew, toCurrent]) {
      expect(mail?.subject).toBe("Confirm your new Tour Partner Portal e-mail address");
      expect(mail?.text).toContain(`from ${email} to ${next}`);
      expect(mail?.link).toContain("type=email_change");
    }
    expect(toNew?.code).not.toBe(toCurrent?.code);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const wrong = await anonClient().auth.verifyOtp({
      email: next,
      token: toCurrent?.code ?? "",
      type: "email_change",
    });
    expect(wrong.error).toMatchObject({ status: 403, code: "otp_expired" });

    const verified = await anonClient().auth.verifyOtp({
      email: next,
      token: toNew?.code ?? "",
      type: "email_change",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(next);
    expect(verified.data.user?.new_email).toBeUndefined();
    expect(verified.data.user?.identities?.[0]?.identity_data).toMatchObject({
      email: next,
      email_verified: true,
    });
    const { rows } = await db.query("select email from public.users where id = $1", [user.id]);
    expect(rows[0]?.email).toBe(next);

    const signIn = anonClient();
    expect((await signIn.auth.signInWithPassword({ email: next, password })).error).toBeNull();
    expect((await signIn.auth.signInWithPassword({ email, password })).error).toMatchObject({
      code: "invalid_credentials",
    });
    const spent = await anonClient().auth.verifyOtp({
      email: next,
      token: toNew?.code ?? "",
      type: "email_change",
    });
    expect(spent.error).toMatchObject({ code: "otp_expired" });
  });

  it("confirms through the mailed link, back at redirect_to with a session", async () => {
    const { client, email } = await signedInClient("moving-link");
    const next = uniqueEmail("moved-link");
    const redirectTo = `${testStack.siteUrl}/profile`;
    const { error } = await client.auth.updateUser(
      { email: next },
      { emailRedirectTo: redirectTo },
    );
    expect(error).toBeNull();
    const [mail] = await mailsTo(email);
    const followed = await fetch(mail?.link ?? "", { redirect: "manual" });
    expect(followed.status).toBe(303);
    const location = followed.headers.get("location") ?? "";
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get("type")).toBe("email_change");
    const session = await anonClient().auth.setSession({
      access_token: fragment.get("access_token") ?? "",
      refresh_token: fragment.get("refresh_token") ?? "",
    });
    expect(session.data.user?.email).toBe(next);
  });

  it("refuses an address another account holds, or a malformed one", async () => {
    const { client } = await signedInClient("moving-taken");
    const { email: taken } = await signedInClient("holder");
    expect((await client.auth.updateUser({ email: taken })).error).toMatchObject({
      status: 422,
      code: "email_exists",
    });
    expect((await client.auth.updateUser({ email: "nope" })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
  });
});

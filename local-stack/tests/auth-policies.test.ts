import { isAuthWeakPasswordError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import {
  anonClient,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from "../../tests/support/clients.ts";
import { testStack } from "../../tests/support/stack.ts";
import { globToRegExp } from "../auth/redirect-urls.ts";

const authUrl = `${testStack.apiUrl}/auth/v1`;
const CHARACTERS =
  "Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.";

describe("password_requirements = letters_digits, minimum_password_length = 8", () => {
  it("refuses passwords without a letter and a digit wherever one is set", async () => {
    for (const password of ["aaaaaaaa", "12345678", "password"]) {
      const { error } = await anonClient().auth.signUp({ email: uniqueEmail("weak"), password });
      expect(isAuthWeakPasswordError(error)).toBe(true);
      expect(error).toMatchObject({
        status: 422,
        code: "weak_password",
        message: CHARACTERS,
        reasons: ["characters"],
      });
    }
    const both = await anonClient().auth.signUp({ email: uniqueEmail("weak"), password: "abc" });
    expect(both.error).toMatchObject({
      code: "weak_password",
      reasons: ["length", "characters"],
      message: `Password should be at least 8 characters. ${CHARACTERS}`,
    });

    const { client } = await signedInClient("weak-update");
    expect((await client.auth.updateUser({ password: "password" })).error).toMatchObject({
      status: 422,
      code: "weak_password",
    });
    const created = await serviceClient().auth.admin.createUser({
      email: uniqueEmail("weak-admin"),
      password: "12345678",
    });
    expect(created.error).toMatchObject({ status: 422, code: "weak_password" });
  });

  it("refuses a password over bcrypt's 72 bytes with GoTrue's 400", async () => {
    const { error } = await anonClient().auth.signUp({
      email: uniqueEmail("long"),
      password: `Aa1${"é".repeat(35)}`,
    });
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Password cannot be longer than 72 characters",
    });
  });
});

/** Where /authorize would return the browser: the referrer its OAuth state carries. */
async function returnTarget(redirectTo: string) {
  const res = await fetch(
    `${authUrl}/authorize?provider=google&redirect_to=${encodeURIComponent(redirectTo)}`,
    { redirect: "manual" },
  );
  const state = new URL(res.headers.get("location") ?? "").searchParams.get("state") ?? "";
  const claims = JSON.parse(Buffer.from(state.split(".")[1] ?? "", "base64url").toString("utf8"));
  return claims.referrer as string;
}

describe("redirect_to: site_url and additional_redirect_urls, else the site URL", () => {
  const site = testStack.siteUrl;
  const sitePort = Number(new URL(site).port);

  it("keeps the site and the allow-list's globs, and sends anything else to the site URL", async () => {
    const kept = [
      `${site}/auth/callback?next=%2Fprofile`,
      // config.toml: "http://localhost:5173" and "http://localhost:5173/**"
      "http://localhost:5173",
      "http://localhost:5173/reset-password#section",
      "http://localhost:5173/deep/path/page.html",
      // A loopback IP literal on any port, as GoTrue allows native apps (RFC 8252 §7.3).
      "http://127.0.0.1:9/callback",
    ];
    for (const target of kept) expect(await returnTarget(target)).toBe(target);

    const refused = [
      `http://localhost:${sitePort + 1}/auth/callback`,
      "http://localhost:6006/",
      "http://localhost:5173.attacker.example/",
      "https://elsewhere.example/cb",
      "http://2130706433/callback",
      "http://0x7f000001/callback",
      "javascript:alert(1)",
      "not a url",
    ];
    for (const target of refused) expect(await returnTarget(target)).toBe(site);
  });

  it("matches globs as GoTrue compiles them, with . and / as separators", () => {
    const cases: Array<[string, string, boolean]> = [
      ["http://localhost:8000/*", "http://localhost:8000/path", true],
      ["http://localhost:8000/*", "http://localhost:8000/path?param=1", true],
      ["http://localhost:8000/*", "http://localhost:8000/path/to/page", false],
      ["http://localhost:8000/*", "http://localhost:8000", false],
      ["http://localhost:8000/*", "http://localhost:8000/page.html", false],
      ["http://localhost:8000/**", "http://localhost:8000/path/to/page.html", true],
      ["http://*.localhost:8000/*", "http://app.localhost:8000/cb", true],
      ["http://*.localhost:8000/*", "http://a.b.localhost:8000/cb", false],
      ["https://app-?.example.com", "https://app-1.example.com", true],
      ["https://{app,admin}.example.com/**", "https://admin.example.com/x", true],
      ["https://[!x]pp.example.com", "https://app.example.com", true],
      ["https://[!a]pp.example.com", "https://app.example.com", false],
      ["myapp://callback", "myapp://callback", true],
    ];
    for (const [glob, url, expected] of cases) {
      expect([glob, url, globToRegExp(glob).test(url)]).toEqual([glob, url, expected]);
    }
  });
});

import { describe, expect, it } from "vitest";
import {
  anonClient,
  signedInClient,
  testClientAddress,
  uniqueEmail,
} from "../../tests/support/clients.ts";
import { testStack } from "../../tests/support/stack.ts";
import { AuthRateLimits, IntervalLimiter, KeyedTokenBucket } from "../auth/rate-limits.ts";

// supabase/config.toml [auth.rate_limit]: token_refresh = 150, sign_in_sign_ups = 30 and
// token_verifications = 30 per 5 minutes, each endpoint's bucket holding a burst of 30.
const BURST = 30;
const authUrl = `${testStack.apiUrl}/auth/v1`;

/** A request to Auth from one client address, as the test stack's proxy reports it. */
function fromAddress(address: string, path: string, body: unknown) {
  return fetch(`${authUrl}${path}`, {
    method: "POST",
    headers: {
      apikey: testStack.anonKey,
      "content-type": "application/json",
      "x-forwarded-for": address,
    },
    body: JSON.stringify(body),
  });
}

/** Sends until the first 429 (at most `max` requests): the answers before it, and that 429. */
async function untilLimited(max: number, send: () => Promise<Response>) {
  const started = Date.now();
  const passed: number[] = [];
  for (let i = 0; i < max; i++) {
    const response = await send();
    if (response.status === 429) {
      return { passed, limited: response, seconds: (Date.now() - started) / 1000 };
    }
    await response.body?.cancel();
    passed.push(response.status);
  }
  throw new Error(`no 429 within ${max} requests`);
}

/** A bucket of 30 refilled at `perSecond` lets through 30 plus what refilled meanwhile, no more. */
function expectBucket(
  run: { passed: number[]; seconds: number },
  perSecond: number,
  status: number,
) {
  expect(run.passed.length).toBeGreaterThanOrEqual(BURST);
  expect(run.passed.length).toBeLessThanOrEqual(BURST + Math.ceil(run.seconds * perSecond) + 1);
  expect(new Set(run.passed)).toEqual(new Set([status]));
}

describe("[auth.rate_limit] per client address", () => {
  it("stops password guessing with 429 over_request_rate_limit, for that address only", async () => {
    const { email, password } = await signedInClient("guessed");
    const attacker = testClientAddress();
    const guessing = await untilLimited(100, () =>
      fromAddress(attacker, "/token?grant_type=password", { email, password: "Wrong-guess1" }),
    );
    expectBucket(guessing, 150 / 300, 400);
    expect(await guessing.limited.json()).toMatchObject({
      code: "over_request_rate_limit",
      error_code: "over_request_rate_limit",
      message: "Request rate limit reached",
    });

    const limited = await fromAddress(attacker, "/token?grant_type=password", { email, password });
    expect(limited.status).toBe(429);
    // The refresh grant shares the token endpoint's bucket.
    const refresh = await anonClient({ clientAddress: attacker }).auth.refreshSession({
      refresh_token: "whatever1234",
    });
    expect(refresh.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });

    const elsewhere = await anonClient().auth.signInWithPassword({ email, password });
    expect(elsewhere.error).toBeNull();
  }, 120_000);

  it("stops guessing a mailed recovery code after the verification burst", async () => {
    const { email } = await signedInClient("code-guessed");
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const mails = await fetch(
      `${testStack.mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`,
    ).then((r) => r.json() as Promise<Array<{ text: string }>>);
    const code = /code: (\d{6})/.exec(mails[0]?.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);

    const attacker = testClientAddress();
    const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, "0");
    let guess = 0;
    const guessing = await untilLimited(60, () =>
      fromAddress(attacker, "/verify", { type: "recovery", email, token: wrong(guess++) }),
    );
    expectBucket(guessing, 30 / 300, 403);

    const right = await fromAddress(attacker, "/verify", { type: "recovery", email, token: code });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: "over_request_rate_limit" });
  }, 60_000);

  it("counts sign-ups and mail requests per endpoint, refused requests included", async () => {
    const address = testClientAddress();
    const signups = await untilLimited(50, () =>
      fromAddress(address, "/signup", { email: uniqueEmail("burst"), password: "short" }),
    );
    expectBucket(signups, 30 / 300, 422);

    // /recover has a bucket of its own (same rate): the sign-ups did not use it up.
    const recovers = await untilLimited(50, () =>
      fromAddress(address, "/recover", { email: uniqueEmail("nobody") }),
    );
    expectBucket(recovers, 30 / 300, 200);
  }, 60_000);
});

describe("the limiters (units)", () => {
  it("refills a bucket at its rate up to the burst, per key", () => {
    const bucket = new KeyedTokenBucket(30 / 300, 30);
    const t0 = 1_000_000;
    for (let i = 0; i < 30; i++) expect(bucket.allow("a", t0)).toBe(true);
    expect(bucket.allow("a", t0)).toBe(false);
    expect(bucket.allow("b", t0)).toBe(true);
    expect(bucket.allow("a", t0 + 9_000)).toBe(false);
    expect(bucket.allow("a", t0 + 10_000)).toBe(true);
    expect(bucket.allow("a", t0 + 10_000)).toBe(false);
    for (let i = 0; i < 30; i++) expect(bucket.allow("a", t0 + 3_600_000)).toBe(true);
    expect(bucket.allow("a", t0 + 3_600_000)).toBe(false);
  });

  it("counts email_sent per hour for the instance, skipped with autoconfirm, 0 refusing all", () => {
    const hourly = new IntervalLimiter(2, 3_600_000);
    const start = Date.now();
    expect([hourly.allow(start), hourly.allow(start), hourly.allow(start)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(hourly.allow(start + 3_600_001)).toBe(true);

    const limits = (emailSent: number) =>
      new AuthRateLimits({
        signInSignUps: 30,
        tokenRefresh: 150,
        tokenVerifications: 30,
        anonymousUsers: 30,
        emailSent,
      });
    const confirming = limits(1);
    confirming.checkMail(false);
    expect(() => confirming.checkMail(false)).toThrow("email rate limit exceeded");
    const autoconfirm = limits(1);
    for (let i = 0; i < 5; i++) autoconfirm.checkMail(true);
    expect(() => limits(0).checkMail(true)).toThrow(
      expect.objectContaining({ status: 429, code: "over_email_send_rate_limit" }),
    );
  });
});

import { randomUUID } from "node:crypto";
import { createClient, FunctionsHttpError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { anonClient } from "../../tests/support/clients.ts";
import { testStack } from "../../tests/support/stack.ts";
import { signJwt } from "../lib/jwt.ts";

const functionsUrl = `${testStack.apiUrl}/functions/v1`;

/** A user access token shaped like GoTrue's, signed with the stack's secret. */
function userToken(overrides: Record<string, unknown> = {}, secret = testStack.jwtSecret) {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: randomUUID(),
      role: "authenticated",
      aud: "authenticated",
      iat: now,
      exp: now + 3600,
      session_id: randomUUID(),
      ...overrides,
    },
    secret,
  );
}

function userClient(token: string) {
  return createClient(testStack.apiUrl, testStack.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
  });
}

async function statusAndBody(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, text: await response.text() };
}

describe("edge functions", () => {
  it("serves api/health to a signed-in user through supabase-js", async () => {
    const client = userClient(await userToken());
    const { data, error, response } = await client.functions.invoke("api/health", {
      method: "GET",
    });
    expect(error).toBeNull();
    expect(response?.status).toBe(200);
    expect(data).toEqual({ status: "ok" });
  });

  it("lets the anon key through verify_jwt, as the platform does", async () => {
    const { data, error } = await anonClient().functions.invoke("api/health?probe=1", {
      method: "GET",
    });
    expect(error).toBeNull();
    expect(data).toEqual({ status: "ok" });
  });

  it("refuses a request without Authorization", async () => {
    const response = await fetch(`${functionsUrl}/api/health`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: "Error: Missing authorization header" });
  });

  it("refuses an Authorization that is not a Bearer token", async () => {
    const response = await fetch(`${functionsUrl}/api/health`, {
      headers: { authorization: `Basic ${Buffer.from("a:b").toString("base64")}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: "Error: Auth header is not 'Bearer {token}'" });
  });

  it("refuses a tampered, a foreign and an expired token with Invalid JWT", async () => {
    const valid = await userToken();
    const last = valid.at(-2) === "A" ? "B" : "A";
    const tampered = `${valid.slice(0, -2)}${last}${valid.slice(-1)}`;
    const foreign = await userToken({}, "another-secret-that-is-at-least-32-characters");
    const expired = await userToken({ exp: Math.floor(Date.now() / 1000) - 60 });
    for (const token of [tampered, foreign, expired]) {
      const { error } = await userClient(token).functions.invoke("api/health", { method: "GET" });
      const { status, text } = await statusAndBody(error);
      expect(status).toBe(401);
      expect(JSON.parse(text)).toEqual({ msg: "Invalid JWT" });
    }
  });

  it("answers a browser preflight without auth", async () => {
    const response = await fetch(`${functionsUrl}/api/health`, {
      method: "OPTIONS",
      headers: {
        origin: testStack.siteUrl,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization, x-client-info, apikey, content-type",
      },
    });
    expect(response.ok).toBe(true);
    expect(response.headers.get("access-control-allow-origin")).toMatch(/^(\*|http)/);
    expect(response.headers.get("access-control-allow-headers")).toContain("authorization");
    expect(response.headers.get("access-control-allow-headers")).toContain("x-client-info");
  });

  it("answers 404 Function not found for an unknown function", async () => {
    const { error } = await userClient(await userToken()).functions.invoke("no-such-function");
    expect(await statusAndBody(error)).toEqual({ status: 404, text: "Function not found" });
  });

  it("passes unknown routes and request bodies to the function, which answers a JSON 404", async () => {
    const { error } = await userClient(await userToken()).functions.invoke("api/nowhere", {
      body: { hello: "world" },
    });
    const { status, text } = await statusAndBody(error);
    expect(status).toBe(404);
    expect(JSON.parse(text)).toEqual({ message: "Not Found" });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const getSession = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase", () => ({ supabase: { auth: { getSession } } }));

const { api, ApiError, attachmentName, functionUrl } = await import("./api-client");

const fetchMock = vi.fn<typeof fetch>();

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init: init as RequestInit & { headers: Record<string, string> } };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  getSession.mockResolvedValue({ data: { session: { access_token: "user-token" } } });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("api client", () => {
  it("maps /api paths onto the api Edge Function", () => {
    expect(functionUrl("/api/opportunities/all?q=farm&page=2")).toBe(
      "http://127.0.0.1:54321/functions/v1/api/opportunities/all?q=farm&page=2",
    );
  });

  it("GET sends the apikey and the session's token, and no body or content type", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ totalRevenue: "0.00" })));
    await expect(api.get("/api/stats")).resolves.toEqual({ totalRevenue: "0.00" });
    const { url, init } = lastCall();
    expect(url).toBe("http://127.0.0.1:54321/functions/v1/api/stats");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({
      apikey: "unit-test-anon-key",
      Authorization: "Bearer user-token",
    });
  });

  it("a write with an idempotency key sends it as Idempotency-Key, and one without sends none", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 201 }));
    const key = "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b";
    await api.post("/api/bids", { amount: "100" }, { idempotencyKey: key });
    expect(lastCall().init.headers["Idempotency-Key"]).toBe(key);
    await api.post("/api/bids", { amount: "100" });
    expect(lastCall().init.headers).not.toHaveProperty("Idempotency-Key");
  });

  it("POST with a payload sends JSON with its content type", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "b1" }), { status: 201 }));
    await api.post("/api/bids", { opportunityId: "o1", amount: "100" });
    const { init } = lastCall();
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(init.body).toBe('{"opportunityId":"o1","amount":"100"}');
  });

  it("POST without a payload sends neither body nor content type", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.post("/api/bids/b1/withdraw")).resolves.toBeUndefined();
    const { init } = lastCall();
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty("Content-Type");
  });

  it("passes FormData through for multipart uploads", async () => {
    fetchMock.mockResolvedValue(new Response("{}"));
    const form = new FormData();
    form.set("title", "Terms");
    await api.put("/api/admin/legal-documents/d1", form);
    const { init } = lastCall();
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty("Content-Type");
  });

  it("signed out, sends the anon key as the token", async () => {
    getSession.mockResolvedValue({ data: { session: null } });
    fetchMock.mockResolvedValue(new Response("[]"));
    await api.delete("/api/calendar/feed-url");
    expect(lastCall().init.headers.Authorization).toBe("Bearer unit-test-anon-key");
    expect(lastCall().init.method).toBe("DELETE");
  });

  it("a non-OK answer raises '<status>: <body>' (product §8)", async () => {
    const body = '{"message":"Unauthorized"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 401, statusText: "Unauthorized" }));
    const error = await api.get("/api/auth/user").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`401: ${body}`);
    expect((error as InstanceType<typeof ApiError>).status).toBe(401);
  });

  it("an empty error body falls back to the status text", async () => {
    fetchMock.mockResolvedValue(
      new Response("", { status: 503, statusText: "Service Unavailable" }),
    );
    await expect(api.get("/api/stats")).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it("exposes a 400's field errors", async () => {
    const body = JSON.stringify({
      message: "Please enter a valid bid amount.",
      fieldErrors: { amount: ["Please enter a valid bid amount."] },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 400, statusText: "Bad Request" }));
    const error = (await api.post("/api/bids", {}).catch((e: unknown) => e)) as InstanceType<
      typeof ApiError
    >;
    expect(error.message).toBe(`400: ${body}`);
    expect(error.fieldErrors).toEqual({ amount: ["Please enter a valid bid amount."] });
  });

  it("download fetches the file with the session's token and keeps the server's file name", async () => {
    fetchMock.mockResolvedValue(
      new Response("Email\r\na@b.test\r\n", {
        headers: { "content-disposition": 'attachment; filename="users-2026-11-24.csv"' },
      }),
    );
    const file = await api.download("/api/admin/exports/users", "users.csv");
    expect(file.filename).toBe("users-2026-11-24.csv");
    expect(await file.blob.text()).toBe("Email\r\na@b.test\r\n");
    expect(lastCall().init.headers).toEqual({
      apikey: "unit-test-anon-key",
      Authorization: "Bearer user-token",
    });
  });

  it("download of a refused file throws the API's error", async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Admin access required"}', { status: 403 }),
    );
    await expect(api.download("/api/admin/exports/users", "users.csv")).rejects.toThrow(
      new ApiError(403, "", '{"message":"Admin access required"}'),
    );
  });

  it("a download without a file name in its headers takes the fallback", () => {
    expect(attachmentName(null, "users.csv")).toBe("users.csv");
    expect(attachmentName("attachment", "users.csv")).toBe("users.csv");
  });
});

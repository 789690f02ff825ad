import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { isKept, shouldPersist } from "./persisted-queries";

describe("what is kept for reading offline", () => {
  it("the signed-in user and every tour query, nothing else", () => {
    expect(isKept(["auth", "current-user"])).toBe(true);
    expect(isKept(["tours", "upcoming"])).toBe(true);
    expect(isKept(["tours", "schedule", "2026-11-27"])).toBe(true);
    expect(isKept(["tours", "detail", "id"])).toBe(true);
    expect(isKept(["auth"])).toBe(false);
    expect(isKept(["chat", "messages"])).toBe(false);
    expect(isKept(["admin", "stats"])).toBe(false);
    expect(isKept(["profile"])).toBe(false);
  });

  it("only answers that arrived: no failed or pending query is stored", async () => {
    const client = new QueryClient();
    client.setQueryData(["tours", "upcoming"], []);
    await client
      .prefetchQuery({
        queryKey: ["tours", "detail", "x"],
        queryFn: () => Promise.reject(new Error("offline")),
      })
      .catch(() => undefined);
    const cache = client.getQueryCache();
    expect(shouldPersist(cache.find({ queryKey: ["tours", "upcoming"] }) as never)).toBe(true);
    expect(shouldPersist(cache.find({ queryKey: ["tours", "detail", "x"] }) as never)).toBe(false);
  });

  it("a query kept until a moment (a tour's guest list) is no longer stored after it", async () => {
    const client = new QueryClient();
    await client.prefetchQuery({
      queryKey: ["tours", "manifest", "t"],
      queryFn: () => ({ guests: [] }),
      meta: { keepOfflineUntil: "2026-12-03T04:00:00.000Z" },
    });
    const query = client.getQueryCache().find({ queryKey: ["tours", "manifest", "t"] }) as never;
    expect(shouldPersist(query, Date.parse("2026-12-03T03:59:00.000Z"))).toBe(true);
    expect(shouldPersist(query, Date.parse("2026-12-03T04:00:00.000Z"))).toBe(false);
  });
});

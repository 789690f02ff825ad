import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { createQueryClient } from "@/lib/query-client";
import { TestProviders } from "@/testing/render-with-providers";
import { useCreateBid } from "./create-bid";
import { myBidsQueryKey } from "./get-my-bids";

vi.mock("@/lib/supabase", () => ({
  supabase: {
    auth: { getSession: async () => ({ data: { session: { access_token: "partner-token" } } }) },
  },
}));

const PAYLOAD = {
  opportunityId: "7d1b6f7e-3a57-4a59-9d0b-2b0c1f7a4e11",
  amount: "300.10",
  message: "We grow here.",
  additionalServices: ["transportation", "photos"],
};

afterEach(() => vi.unstubAllGlobals());

function setup(answer: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer);
  vi.stubGlobal("fetch", fetchMock);
  const client = createQueryClient();
  for (const key of [
    [...myBidsQueryKey, 1, 20],
    ["opportunities", "all", { page: 1 }],
    ["stats"],
  ]) {
    client.setQueryData(key, { cached: true });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders client={client}>{children}</TestProviders>
  );
  const { result } = renderHook(() => useCreateBid(), { wrapper });
  const invalidated = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { result, fetchMock, invalidated };
}

describe("useCreateBid", () => {
  it("posts the payload to /api/bids and refreshes what the refresh map lists for a placed bid", async () => {
    const stored = { id: "bid-1", amount: "300.10", baseAmount: "150.10", status: "pending" };
    const { result, fetchMock, invalidated } = setup(
      new Response(JSON.stringify(stored), { status: 201 }),
    );

    await expect(result.current.mutateAsync(PAYLOAD)).resolves.toEqual(stored);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://127.0.0.1:54321/functions/v1/api/bids");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(PAYLOAD);
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer partner-token");
    await waitFor(() => expect(invalidated([...myBidsQueryKey, 1, 20])).toBe(true));
    expect(invalidated(["opportunities", "all", { page: 1 }])).toBe(true);
    expect(invalidated(["stats"])).toBe(false);
  });

  it("rejects with the API's error and refreshes nothing", async () => {
    const { result, invalidated } = setup(
      new Response(
        JSON.stringify({ message: "You already have an active bid on this opportunity." }),
        {
          status: 409,
        },
      ),
    );
    const error = await result.current.mutateAsync(PAYLOAD).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(invalidated([...myBidsQueryKey, 1, 20])).toBe(false);
    expect(invalidated(["opportunities", "all", { page: 1 }])).toBe(false);
  });
});

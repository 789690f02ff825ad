import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { getCurrentUserQueryOptions } from "./current-user";
import { createQueryClient } from "./query-client";

const { queryKey } = getCurrentUserQueryOptions();

async function failWith(error: Error) {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries");
  await client
    .getMutationCache()
    .build(client, {
      mutationFn: () => Promise.reject(error),
    })
    .execute(undefined)
    .catch(() => undefined);
  await client
    .fetchQuery({ queryKey: ["list"], queryFn: () => Promise.reject(error) })
    .catch(() => undefined);
  return invalidate;
}

describe("createQueryClient", () => {
  it("reloads the signed-in user when the API refuses (403), so an inactive account is told", async () => {
    const invalidate = await failWith(new ApiError(403, "Forbidden", '{"message":"x"}'));
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey });
  });

  it("leaves the user alone on other failures", async () => {
    const invalidate = await failWith(new ApiError(500, "Internal Server Error", ""));
    expect(invalidate).not.toHaveBeenCalled();
  });
});

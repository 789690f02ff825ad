import type { AchBatch } from "@shared/contracts/ach";
import type { AchBatchInput } from "@shared/schemas/ach";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/** POST /api/admin/ach/batches: pays the chosen months of several partners in one ACH batch. */
export function createAchBatch(batch: AchBatchInput, idempotencyKey?: string) {
  return api.post<AchBatch>("/api/admin/ach/batches", batch, { idempotencyKey });
}

export function useCreateAchBatch() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: createAchBatch,
    onSuccess: () => refreshAfter("payout-recorded"),
  });
}

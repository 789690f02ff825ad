import type { AchBatch } from "@shared/contracts/ach";
import type { AchReturnInput } from "@shared/schemas/ach";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/admin/ach/returns: the bank's return of an entry; its payout's lines owed again. */
export function recordAchReturn(input: AchReturnInput) {
  return api.post<AchBatch>("/api/admin/ach/returns", input);
}

export function useRecordAchReturn() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: recordAchReturn,
    onSuccess: () => refreshAfter("payout-recorded"),
  });
}

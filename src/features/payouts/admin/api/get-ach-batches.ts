import type { AchBatch } from "@shared/contracts/ach";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/admin/ach/batches: the latest ACH batches, each with its entries (numbers masked). */
export function getAchBatches() {
  return api.get<AchBatch[]>("/api/admin/ach/batches");
}

export function getAchBatchesQueryOptions() {
  return queryOptions({ queryKey: ["admin", "ach", "batches"], queryFn: getAchBatches });
}

export function useAchBatches() {
  return useQuery(getAchBatchesQueryOptions());
}

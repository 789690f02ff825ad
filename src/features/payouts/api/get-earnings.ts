import type { Earnings } from "@shared/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/earnings: the partner's months (paid, pending) and payments with their lines. */
export function getEarnings() {
  return api.get<Earnings>("/api/earnings");
}

export function getEarningsQueryOptions() {
  return queryOptions({ queryKey: ["earnings"], queryFn: getEarnings });
}

export function useEarnings() {
  return useQuery(getEarningsQueryOptions());
}

import type { MyBid, Page } from "@shared/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/bids: the caller's bids, newest first, each with its opportunity. */
export function getMyBids(page = 1, pageSize = 20) {
  return api.get<Page<MyBid>>(`/api/bids?page=${page}&pageSize=${pageSize}`);
}

/** Every page of the list: invalidate with this to refresh them all. */
export const myBidsQueryKey = ["bids", "mine"] as const;

export function getMyBidsQueryOptions(page = 1, pageSize = 20) {
  return queryOptions({
    queryKey: [...myBidsQueryKey, page, pageSize],
    queryFn: () => getMyBids(page, pageSize),
  });
}

export function useMyBids(page = 1, pageSize = 20) {
  return useQuery(getMyBidsQueryOptions(page, pageSize));
}

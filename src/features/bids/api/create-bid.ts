import type { BidPayload } from "@shared/schemas/bid";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Bid } from "@/types/api";
import { myBidsQueryKey } from "./get-my-bids";

/** The stored bid: `amount` is the total (base + add-ons), `baseAmount` what was typed. */
export interface CreatedBid extends Bid {
  baseAmount: string;
}

/** POST /api/bids: the amount is the total (base + add-ons); the API answers the base too. */
export function createBid(payload: BidPayload) {
  return api.post<CreatedBid>("/api/bids", payload);
}

export interface UseCreateBidOptions {
  /**
   * Other reads a new bid changes (the opportunity lists, the statistics), handed in by the page
   * that composes them: features do not reach into each other.
   */
  alsoRefresh?: readonly QueryKey[];
}

export function useCreateBid({ alsoRefresh = [] }: UseCreateBidOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBid,
    onSuccess: () =>
      Promise.all(
        [myBidsQueryKey, ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

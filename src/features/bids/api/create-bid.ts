import type { Bid } from "@shared/contracts/api";
import type { BidPayload } from "@shared/schemas/bid";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** The stored bid: `amount` is the total (base + add-ons), `baseAmount` what was typed. */
export interface CreatedBid extends Bid {
  baseAmount: string;
}

/** POST /api/bids: the amount is the total (base + add-ons); the API answers the base too. */
export function createBid(payload: BidPayload) {
  return api.post<CreatedBid>("/api/bids", payload);
}

export function useCreateBid() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: createBid,
    onSuccess: () => refreshAfter("bid-placed"),
  });
}

import type { Bid } from "@shared/contracts/api";
import type { BidPayload } from "@shared/schemas/bid";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/** The stored bid: `amount` is the total (base + add-ons), `baseAmount` what was typed. */
export interface CreatedBid extends Bid {
  baseAmount: string;
}

/** POST /api/bids: the amount is the total (base + add-ons); the API answers the base too. */
export function createBid(payload: BidPayload, idempotencyKey?: string) {
  return api.post<CreatedBid>("/api/bids", payload, { idempotencyKey });
}

export function useCreateBid() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: createBid,
    onSuccess: () => refreshAfter("bid-placed"),
  });
}

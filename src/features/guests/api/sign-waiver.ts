import type { WaiverToSign } from "@shared/contracts/guests";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getWaiverQueryOptions } from "./get-waiver";

/** POST /api/waivers/{token} {signatureName}: the guest signs with their name. */
export function signWaiver(token: string, signatureName: string) {
  return api.post<WaiverToSign>(`/api/waivers/${encodeURIComponent(token)}`, { signatureName });
}

export function useSignWaiver(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signatureName: string) => signWaiver(token, signatureName),
    onSuccess: (signed) => queryClient.setQueryData(getWaiverQueryOptions(token).queryKey, signed),
  });
}

import type { Agreement } from "@shared/contracts/legal";
import type { AgreementPayload } from "@shared/schemas/agreement";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/** POST /api/agreements: signs (typed name) or attests one document in its current version. */
export function createAgreement(payload: AgreementPayload, idempotencyKey?: string) {
  return api.post<Agreement>("/api/agreements", payload, { idempotencyKey });
}

export function useCreateAgreement() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: createAgreement,
    onSettled: () => refreshAfter("agreement-signed"),
  });
}

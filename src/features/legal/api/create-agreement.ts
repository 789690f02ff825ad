import type { Agreement } from "@shared/contracts/legal";
import type { AgreementPayload } from "@shared/schemas/agreement";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/agreements: signs (typed name) or attests one document in its current version. */
export function createAgreement(payload: AgreementPayload) {
  return api.post<Agreement>("/api/agreements", payload);
}

export function useCreateAgreement() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: createAgreement,
    onSettled: () => refreshAfter("agreement-signed"),
  });
}

import type { AgreementPayload } from "@shared/schemas/agreement";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getPendingDocumentsQueryOptions } from "./get-pending-documents";

/** POST /api/agreements: signs (typed name) or attests one document in its current version. */
export function createAgreement(payload: AgreementPayload) {
  return api.post<{ id: string; documentId: string }>("/api/agreements", payload);
}

export function useCreateAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgreement,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getPendingDocumentsQueryOptions().queryKey }),
  });
}

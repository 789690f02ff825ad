import type { LegalDocumentPayload } from "@shared/schemas/legal-document";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { AdminLegalDocument } from "../types";
import { toLegalDocumentFormData } from "./legal-document-form-data";

export interface UpdateLegalDocumentInput {
  id: string;
  payload: LegalDocumentPayload;
}

/** PUT /api/admin/legal-documents/{id} (multipart): without a new PDF the stored one stays. */
export function updateLegalDocument({ id, payload }: UpdateLegalDocumentInput) {
  return api.put<AdminLegalDocument>(
    `/api/admin/legal-documents/${id}`,
    toLegalDocumentFormData(payload),
  );
}

export function useUpdateLegalDocument() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: updateLegalDocument,
    // A new version or a deactivation changes which agreements are still in force.
    onSuccess: () => refreshAfter("legal-document-changed"),
  });
}

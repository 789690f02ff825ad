import type { LegalDocumentPayload } from "@shared/schemas/legal-document";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminLegalDocument } from "../types";
import { getLegalDocumentsQueryOptions } from "./get-legal-documents";
import { toLegalDocumentFormData } from "./legal-document-form-data";

/** POST /api/admin/legal-documents (multipart): 201 with the stored document. */
export function createLegalDocument(payload: LegalDocumentPayload) {
  return api.post<AdminLegalDocument>(
    "/api/admin/legal-documents",
    toLegalDocumentFormData(payload),
  );
}

export function useCreateLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLegalDocument,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getLegalDocumentsQueryOptions().queryKey }),
  });
}

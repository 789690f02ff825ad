import type { LegalDocumentPayload } from "@shared/schemas/legal-document";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { AdminLegalDocument } from "../types";
import { toLegalDocumentFormData } from "./legal-document-form-data";

/** POST /api/admin/legal-documents (multipart): 201 with the stored document. */
export function createLegalDocument(payload: LegalDocumentPayload) {
  return api.post<AdminLegalDocument>(
    "/api/admin/legal-documents",
    toLegalDocumentFormData(payload),
  );
}

export function useCreateLegalDocument() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: createLegalDocument,
    onSuccess: () => refreshAfter("legal-document-created"),
  });
}

import type { LegalDocumentPayload } from "@shared/schemas/legal-document";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";
import type { AdminLegalDocument } from "../types";
import { toLegalDocumentFormData } from "./legal-document-form-data";

/** POST /api/admin/legal-documents (multipart): 201 with the stored document. */
export function createLegalDocument(payload: LegalDocumentPayload, idempotencyKey?: string) {
  return api.post<AdminLegalDocument>(
    "/api/admin/legal-documents",
    toLegalDocumentFormData(payload),
    { idempotencyKey },
  );
}

export function useCreateLegalDocument() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: createLegalDocument,
    onSuccess: () => refreshAfter("legal-document-created"),
  });
}

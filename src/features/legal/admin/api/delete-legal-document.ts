import type { Deleted } from "@shared/contracts/api";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** DELETE /api/admin/legal-documents/{id}: the PDF and the agreements to it go too. */
export function deleteLegalDocument(id: string) {
  return api.delete<Deleted>(`/api/admin/legal-documents/${id}`);
}

export function useDeleteLegalDocument() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: deleteLegalDocument,
    onSuccess: () => refreshAfter("legal-document-changed"),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getLegalDocumentsQueryOptions } from "./get-legal-documents";
import { getUserAgreementsQueryOptions } from "./get-user-agreements";

/** DELETE /api/admin/legal-documents/{id}: the PDF and the agreements to it go too. */
export function deleteLegalDocument(id: string) {
  return api.delete<{ id: string; deleted: true }>(`/api/admin/legal-documents/${id}`);
}

export function useDeleteLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLegalDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getLegalDocumentsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getUserAgreementsQueryOptions().queryKey }),
      ]),
  });
}

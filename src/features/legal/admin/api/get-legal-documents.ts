import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminLegalDocument } from "../types";

/** GET /api/admin/legal-documents: every document, newest first, with a fresh PDF link. */
export function getLegalDocuments() {
  return api.get<AdminLegalDocument[]>("/api/admin/legal-documents");
}

export function getLegalDocumentsQueryOptions() {
  return queryOptions({ queryKey: ["admin", "legal-documents"], queryFn: getLegalDocuments });
}

export function useLegalDocuments() {
  return useQuery(getLegalDocumentsQueryOptions());
}

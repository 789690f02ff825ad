import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PendingDocument } from "../types";

/** GET /api/legal-documents/pending: active documents the caller has not yet agreed to. */
export function getPendingDocuments() {
  return api.get<PendingDocument[]>("/api/legal-documents/pending");
}

export function getPendingDocumentsQueryOptions() {
  return queryOptions({ queryKey: ["legal-documents", "pending"], queryFn: getPendingDocuments });
}

export function usePendingDocuments() {
  return useQuery(getPendingDocumentsQueryOptions());
}

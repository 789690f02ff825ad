import type { Licence } from "@shared/contracts/licences";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/licences: the partner's licences, newest first, each with a fresh scan link. */
export function getMyLicences() {
  return api.get<Licence[]>("/api/licences");
}

export function getMyLicencesQueryOptions() {
  return queryOptions({ queryKey: ["licences", "mine"], queryFn: getMyLicences });
}

export function useMyLicences() {
  return useQuery(getMyLicencesQueryOptions());
}

import type { Licence } from "@shared/contracts/licences";
import type { LicencePayload } from "@shared/schemas/licence";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/licences (multipart): 201 with the licence, pending review. */
export function addLicence(payload: LicencePayload) {
  const body = new FormData();
  body.set("state", payload.state);
  body.set("licenceType", payload.licenceType);
  body.set("licenceNumber", payload.licenceNumber);
  body.set("expiresOn", payload.expiresOn);
  body.set("scan", payload.scan, payload.scan.name);
  return api.post<Licence>("/api/licences", body);
}

export function useAddLicence() {
  const refreshAfter = useRefreshAfter();
  return useMutation({ mutationFn: addLicence, onSuccess: () => refreshAfter("licence-changed") });
}

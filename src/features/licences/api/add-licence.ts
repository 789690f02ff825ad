import type { Licence } from "@shared/contracts/licences";
import type { LicencePayload } from "@shared/schemas/licence";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";

/** POST /api/licences (multipart): 201 with the licence, pending review. */
export function addLicence(payload: LicencePayload, idempotencyKey?: string) {
  const body = new FormData();
  body.set("state", payload.state);
  body.set("licenceType", payload.licenceType);
  body.set("licenceNumber", payload.licenceNumber);
  body.set("expiresOn", payload.expiresOn);
  body.set("scan", payload.scan, payload.scan.name);
  return api.post<Licence>("/api/licences", body, { idempotencyKey });
}

export function useAddLicence() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: addLicence,
    onSuccess: () => refreshAfter("licence-changed"),
  });
}

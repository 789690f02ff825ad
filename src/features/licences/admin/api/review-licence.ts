import type { AdminLicence } from "@shared/contracts/licences";
import type { LicenceReviewPayload } from "@shared/schemas/licence";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** PUT /api/admin/licences/{id}: approve, or reject with a reason; the partner is notified. */
export function reviewLicence({ id, ...review }: LicenceReviewPayload & { id: string }) {
  return api.put<AdminLicence>(`/api/admin/licences/${id}`, review);
}

export function useReviewLicence() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: reviewLicence,
    onSuccess: () => refreshAfter("licence-reviewed"),
  });
}

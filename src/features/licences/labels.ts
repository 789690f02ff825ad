import type { LicenceStatus, LicenceType } from "@shared/contracts/licences";

export const LICENCE_TYPE_LABELS: Record<LicenceType, string> = {
  cultivation: "Cultivation",
  manufacturing: "Manufacturing",
  distribution: "Distribution",
  retail: "Retail",
  microbusiness: "Microbusiness",
  testing: "Testing laboratory",
};

export const LICENCE_STATUS_LABELS: Record<LicenceStatus, string> = {
  pending: "Pending review",
  approved: "Approved",
  rejected: "Rejected",
};

export type { PendingDocument } from "@shared/contracts/legal";

export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  contract: "Contract",
  terms_of_service: "Terms of Service",
  privacy_policy: "Privacy Policy",
  liability_waiver: "Liability Waiver",
  nda: "NDA",
  code_of_conduct: "Code of Conduct",
};

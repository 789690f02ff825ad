import type { LegalDocumentType } from "./types";

export const DOCUMENT_TYPE_LABELS: Record<LegalDocumentType, string> = {
  contract: "Contract",
  terms_of_service: "Terms of Service",
  privacy_policy: "Privacy Policy",
  liability_waiver: "Liability Waiver",
  nda: "NDA",
  code_of_conduct: "Code of Conduct",
};

/** What each kind of document is for, shown under its title. */
export const DOCUMENT_TYPE_DESCRIPTIONS: Record<LegalDocumentType, string> = {
  contract: "Service agreement between the partner and the platform",
  terms_of_service: "Rules for using the platform",
  privacy_policy: "How partner and guest data is collected and used",
  liability_waiver: "Release of liability for tour activities",
  nda: "Non-disclosure agreement for confidential information",
  code_of_conduct: "Standards partners follow with guests",
};

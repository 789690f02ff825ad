/** A legal document the partner still has to sign or attest (GET /api/legal-documents/pending). */
export interface PendingDocument {
  id: string;
  title: string;
  documentType: string;
  content: string | null;
  version: string;
  requiresSignature: boolean;
  requiresAttestation: boolean;
  needsSignature: boolean;
  needsAttestation: boolean;
  expiresAt: string | null;
  createdAt: string;
  /** A signed link valid for an hour, or null without a PDF. */
  pdfUrl: string | null;
}

export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  contract: "Contract",
  terms_of_service: "Terms of Service",
  privacy_policy: "Privacy Policy",
  liability_waiver: "Liability Waiver",
  nda: "NDA",
  code_of_conduct: "Code of Conduct",
};

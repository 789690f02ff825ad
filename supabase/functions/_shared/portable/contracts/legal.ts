import type { LEGAL_DOCUMENT_TYPES } from "../schemas/legal-document.ts";

export type LegalDocumentType = (typeof LEGAL_DOCUMENT_TYPES)[number];

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

/** docs/api.md "AdminLegalDocument". `pdfUrl` is a signed link, valid for 10 minutes. */
export interface AdminLegalDocument {
  id: string;
  title: string;
  documentType: LegalDocumentType;
  content: string | null;
  pdfPath: string | null;
  pdfFileName: string | null;
  pdfUrl: string | null;
  version: string;
  isActive: boolean;
  requiresSignature: boolean;
  requiresAttestation: boolean;
  expiresAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  agreementCount: number;
}

/** docs/api.md "Agreement": a partner's signature or attestation of a document (POST /api/agreements). */
export interface Agreement {
  id: string;
  userId: string;
  documentId: string;
  documentVersion: string;
  agreementType: "signature" | "attestation";
  signedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  signatureData: string | null;
  attestationText: string | null;
  isValid: boolean;
}

/** docs/api.md "AdminAgreement": an agreement with its partner and document named. */
export interface AdminAgreement extends Agreement {
  /** Full name, else e-mail, else "User {id}". */
  userName: string | null;
  userEmail: string | null;
  documentTitle: string;
  documentType: LegalDocumentType;
}

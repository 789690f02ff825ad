import type { Agreement, PendingDocument } from "../../_shared/portable/contracts/legal.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { AgreementPayload } from "../../_shared/portable/schemas/agreement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** A pending document as read: the path of its PDF, which the handler turns into a link. */
export type PendingDocumentRow = Omit<Sent<PendingDocument>, "pdfUrl"> & { pdfPath: string | null };

/**
 * The active, unexpired documents the caller still has to sign or attest in their current
 * version (an agreement to an older version does not count).
 */
export function pendingDocuments(tx: Tx): Promise<PendingDocumentRow[]> {
  return tx<PendingDocumentRow[]>`
    select * from (
      select
        d.id,
        d.title,
        d.document_type as "documentType",
        d.content,
        d.version,
        d.requires_signature as "requiresSignature",
        d.requires_attestation as "requiresAttestation",
        d.requires_signature and not exists (
          select 1 from public.user_agreements a
          where a.document_id = d.id and a.user_id = (select auth.uid()) and a.is_valid
            and a.document_version = d.version and a.agreement_type = 'signature'
        ) as "needsSignature",
        d.requires_attestation and not exists (
          select 1 from public.user_agreements a
          where a.document_id = d.id and a.user_id = (select auth.uid()) and a.is_valid
            and a.document_version = d.version and a.agreement_type = 'attestation'
        ) as "needsAttestation",
        d.expires_at as "expiresAt",
        d.pdf_path as "pdfPath",
        d.created_at as "createdAt"
      from public.legal_documents d
      where d.is_active and (d.expires_at is null or d.expires_at > now())
    ) pending
    where pending."needsSignature" or pending."needsAttestation"
    order by pending."createdAt", pending.id
  `;
}

export async function legalDocumentExists(tx: Tx, id: string): Promise<boolean> {
  const [document] = await tx`select d.id from public.legal_documents d where d.id = ${id}`;
  return document !== undefined;
}

/**
 * The caller's signature or attestation of the document. The database records the version in
 * force, the address and user agent of the request, and refuses inactive or expired documents,
 * a form the document does not take and a second agreement to the same version.
 */
export async function insertOwnAgreement(tx: Tx, input: AgreementPayload) {
  const [row] = await tx<Sent<Agreement>[]>`
    insert into public.user_agreements (
      user_id, document_id, agreement_type, signature_data, attestation_text
    )
    values (
      (select auth.uid()),
      ${input.documentId},
      ${input.agreementType},
      ${input.agreementType === "signature" ? (input.signatureData ?? null) : null},
      ${input.agreementType === "attestation" ? (input.attestationText ?? null) : null}
    )
    returning
      id,
      user_id as "userId",
      document_id as "documentId",
      document_version as "documentVersion",
      agreement_type as "agreementType",
      signed_at as "signedAt",
      ip_address as "ipAddress",
      user_agent as "userAgent",
      signature_data as "signatureData",
      attestation_text as "attestationText",
      is_valid as "isValid"
  `;
  return row;
}

import type { PendingDocument } from "../../_shared/contracts/legal.ts";
import type { Sent } from "../../_shared/contracts/sent.ts";
import type { Tx } from "../../_shared/transaction.ts";

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

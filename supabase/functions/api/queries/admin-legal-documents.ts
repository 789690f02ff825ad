import type { AdminAgreement, AdminLegalDocument } from "../../_shared/portable/contracts/legal.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { LegalDocumentPayload } from "../../_shared/portable/schemas/legal-document.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import type { PageRequest } from "./admin-params.ts";

/** A document as read: the handler adds its PDF's file name and link. */
export type AdminLegalDocumentRow = Omit<Sent<AdminLegalDocument>, "pdfFileName" | "pdfUrl">;

export type DocumentFields = Omit<LegalDocumentPayload, "pdfFile">;

function select(tx: Tx, where: ReturnType<Tx["unsafe"]>) {
  return tx<AdminLegalDocumentRow[]>`
    select
      d.id,
      d.title,
      d.document_type as "documentType",
      d.content,
      d.pdf_path as "pdfPath",
      d.version,
      d.is_active as "isActive",
      d.requires_signature as "requiresSignature",
      d.requires_attestation as "requiresAttestation",
      d.expires_at as "expiresAt",
      d.created_by as "createdBy",
      d.created_at as "createdAt",
      d.updated_at as "updatedAt",
      (select count(*)::int from public.user_agreements a where a.document_id = d.id)
        as "agreementCount"
    from public.legal_documents d
    ${where}
    order by d.created_at desc, d.id
  `;
}

export function listLegalDocuments(tx: Tx) {
  return select(tx, tx``);
}

export async function readLegalDocument(tx: Tx, id: string) {
  const [document] = await select(tx, tx`where d.id = ${id}`);
  return document;
}

/** Locks document `id` for an edit and reads its PDF's path; undefined when there is none. */
export async function lockLegalDocument(tx: Tx, id: string) {
  const [existing] = await tx<{ pdfPath: string | null }[]>`
    select pdf_path as "pdfPath" from public.legal_documents where id = ${id} for update
  `;
  return existing;
}

/** Deletes document `id`; its id and PDF's path, or undefined when there was none. */
export async function deleteLegalDocument(tx: Tx, id: string) {
  const [row] = await tx<{ id: string; pdfPath: string | null }[]>`
    delete from public.legal_documents where id = ${id} returning id, pdf_path as "pdfPath"
  `;
  return row;
}

export async function insertLegalDocument(
  tx: Tx,
  id: string,
  fields: DocumentFields,
  pdfPath: string | null,
) {
  await tx`
    insert into public.legal_documents (
      id, title, document_type, content, pdf_path, version, is_active, requires_signature,
      requires_attestation, expires_at
    )
    values (
      ${id}, ${fields.title}, ${fields.documentType}, ${fields.content ?? null}, ${pdfPath},
      ${fields.version}, ${fields.isActive}, ${fields.requiresSignature},
      ${fields.requiresAttestation}, ${fields.expiresAt ?? null}
    )
  `;
}

export async function updateLegalDocument(
  tx: Tx,
  id: string,
  fields: DocumentFields,
  pdfPath: string | null,
) {
  await tx`
    update public.legal_documents
    set title = ${fields.title},
        document_type = ${fields.documentType},
        content = ${fields.content ?? null},
        pdf_path = ${pdfPath},
        version = ${fields.version},
        is_active = ${fields.isActive},
        requires_signature = ${fields.requiresSignature},
        requires_attestation = ${fields.requiresAttestation},
        expires_at = ${fields.expiresAt ?? null}
    where id = ${id}
  `;
}

/** Every partner's signatures and attestations, the latest first, with how many there are. */
export async function listAgreements(tx: Tx, page: PageRequest) {
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.user_agreements
  `;
  const items = await tx<Sent<AdminAgreement>[]>`
    select
      a.id,
      a.user_id as "userId",
      coalesce(
        nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''),
        u.email,
        'User ' || a.user_id
      ) as "userName",
      u.email as "userEmail",
      a.document_id as "documentId",
      d.title as "documentTitle",
      d.document_type as "documentType",
      a.document_version as "documentVersion",
      a.agreement_type as "agreementType",
      a.signed_at as "signedAt",
      a.ip_address as "ipAddress",
      a.user_agent as "userAgent",
      a.signature_data as "signatureData",
      a.attestation_text as "attestationText",
      a.is_valid as "isValid"
    from public.user_agreements a
    left join public.users u on u.id = a.user_id
    left join public.legal_documents d on d.id = a.document_id
    order by a.signed_at desc, a.id
    limit ${page.pageSize} offset ${page.offset}
  `;
  return { items, page: page.page, pageSize: page.pageSize, total: count?.total ?? 0 };
}

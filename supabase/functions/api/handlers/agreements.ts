import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/http-error.ts";
import { agreementSchema } from "../../_shared/schemas/agreement.ts";

/**
 * POST /api/agreements: signs or attests a legal document for the caller. The database
 * records the version in force and refuses inactive or expired documents (409), a form the
 * document does not take (400) and a second agreement to the same version (409). The address
 * and user agent are the database's, taken from the request headers asCaller passes on.
 */
export const agreementRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = parseBody(agreementSchema, await readJson(c));
  const agreement = await withCaller(c, async (tx) => {
    const [document] = await tx`
      select d.id from public.legal_documents d where d.id = ${input.documentId}
    `;
    if (!document) throw new HttpError(404, "Document not found");
    const [row] = await tx`
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
  });
  return c.json(agreement, 201);
});

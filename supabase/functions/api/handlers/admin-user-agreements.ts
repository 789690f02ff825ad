import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import type { AdminAgreement } from "../../_shared/contracts/legal.ts";
import type { Sent } from "../../_shared/contracts/sent.ts";
import { withCaller } from "../../_shared/db.ts";
import { requireAdmin } from "../../_shared/require-admin.ts";
import { pageRequest } from "../queries/admin-params.ts";

/** SPEC §9: the agreements tab shows 20 entries. */
const AGREEMENTS_PAGE = 20;

/**
 * GET /api/admin/user-agreements: the latest agreements first, 20 a page, each with its
 * signer (userName is the full name, else the e-mail, else "User {id}", as SPEC §2 shows it)
 * and the document's title and the version signed.
 */
export const adminUserAgreementRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const page = pageRequest(c, AGREEMENTS_PAGE);
    const result = await withCaller(c, async (tx) => {
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
    });
    return c.json(result);
  });

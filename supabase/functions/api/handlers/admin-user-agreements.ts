import { Hono } from "hono";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { listAgreements } from "../queries/admin-legal-documents.ts";
import { pageRequest } from "../queries/admin-params.ts";

/** product §9: the agreements tab shows 20 entries. */
const AGREEMENTS_PAGE = 20;

/**
 * GET /api/admin/user-agreements: the latest agreements first, 20 a page, each with its
 * signer (userName is the full name, else the e-mail, else "User {id}", as product §2 shows it)
 * and the document's title and the version signed.
 */
export const adminUserAgreementRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const page = pageRequest(c, AGREEMENTS_PAGE);
    const result = await withCaller(c, (tx) => listAgreements(tx, page));
    return c.json(result);
  });

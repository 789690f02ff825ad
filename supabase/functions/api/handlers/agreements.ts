import { Hono } from "hono";
import type { Agreement } from "../../_shared/portable/contracts/legal.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import { agreementSchema } from "../../_shared/portable/schemas/agreement.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { insertOwnAgreement, legalDocumentExists } from "../queries/legal-documents.ts";

/**
 * POST /api/agreements: signs or attests a legal document for the caller. The database
 * records the version in force and refuses inactive or expired documents (409), a form the
 * document does not take (400) and a second agreement to the same version (409). The address
 * and user agent are the database's, taken from the request headers asCaller passes on.
 */
export const agreementRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = parseBody(agreementSchema, await readJson(c));
  const agreement = await withCaller(c, async (tx) => {
    if (!(await legalDocumentExists(tx, input.documentId))) {
      throw new HttpError(404, "Document not found");
    }
    return insertOwnAgreement(tx, input);
  });
  return c.json(agreement satisfies Sent<Agreement>, 201);
});

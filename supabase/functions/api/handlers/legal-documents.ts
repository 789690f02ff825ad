import { Hono } from "hono";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { signedUrls } from "../queries/legal-document-files.ts";
import { pendingDocuments } from "../queries/legal-documents.ts";

/**
 * GET /api/legal-documents/pending: what the caller still has to sign or attest, each with a
 * five-minute link to its PDF when it has one. The documents are read as the caller (an
 * inactive or signed-out partner reads none, nor a document out of force); only those are
 * signed.
 */
export const legalDocumentRoutes = new Hono<AppEnv>().get("/pending", async (c) => {
  const documents = await withCaller(c, pendingDocuments);
  const links = await signedUrls(documents.flatMap((d) => (d.pdfPath ? [d.pdfPath] : [])));
  return c.json(
    documents.map(({ pdfPath, ...document }) => ({
      ...document,
      pdfUrl: pdfPath ? (links.get(pdfPath) ?? null) : null,
    })),
  );
});

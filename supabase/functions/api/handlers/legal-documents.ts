import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { LEGAL_PDF_LINK_SECONDS } from "../../_shared/schemas/legal-document.ts";
import { storageAsCaller } from "../../_shared/storage.ts";
import { pendingDocuments } from "../queries/legal-documents.ts";

const BUCKET = "legal-documents";

/**
 * GET /api/legal-documents/pending: what the caller still has to sign or attest, each with a
 * signed link to its PDF (made as the caller, so Storage's RLS decides) when it has one.
 */
export const legalDocumentRoutes = new Hono<AppEnv>().get("/pending", async (c) => {
  const documents = await withCaller(c, pendingDocuments);
  const storage = storageAsCaller(c.var.accessToken);
  const withLinks = await Promise.all(
    documents.map(async ({ pdfPath, ...document }) => {
      if (!pdfPath) return { ...document, pdfUrl: null };
      const { data, error } = await storage
        .from(BUCKET)
        .createSignedUrl(pdfPath, LEGAL_PDF_LINK_SECONDS);
      if (error) console.error(`[${c.var.requestId}] signing ${pdfPath}:`, error.message);
      return { ...document, pdfUrl: data?.signedUrl ?? null };
    }),
  );
  return c.json(withLinks);
});

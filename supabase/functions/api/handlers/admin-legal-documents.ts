import type { Context } from "hono";
import { Hono } from "hono";
import type { Deleted } from "../../_shared/portable/contracts/api.ts";
import {
  LEGAL_DOCUMENT_MESSAGES,
  legalDocumentSchema,
  legalDocumentUpdateSchema,
  MAX_PDF_BYTES,
} from "../../_shared/portable/schemas/legal-document.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import {
  assertStorableInput,
  HttpError,
  parseBody,
  readJson,
} from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import {
  type AdminLegalDocumentRow,
  deleteLegalDocument,
  insertLegalDocument,
  listLegalDocuments,
  lockLegalDocument,
  readLegalDocument,
  updateLegalDocument,
} from "../queries/admin-legal-documents.ts";
import { idParam } from "../queries/admin-params.ts";
import { pdfFileName, removePdfs, signedUrls, uploadPdf } from "../queries/legal-document-files.ts";

const NOT_FOUND = "Legal document not found";
const M = LEGAL_DOCUMENT_MESSAGES;

/**
 * The form as a plain object: the multipart fields product §7 names (JSON is accepted too, for a
 * text-only document). An empty file input counts as no file; a PDF over 10MB is a 413 before
 * anything else is looked at, as Storage would answer (a larger form never gets here: the
 * router's `limitBody` answers it).
 */
async function readDocumentForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    return (await readJson(c)) as Record<string, unknown>;
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, "The form could not be read", {});
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      fields[name] = value;
    } else if (value.size > 0 || value.name !== "") {
      fields[name] = value;
    }
  }
  assertStorableInput(
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name,
        value instanceof File ? value.name : value,
      ]),
    ),
  );
  const file = fields.pdfFile;
  if (file instanceof File) {
    if (file.size > MAX_PDF_BYTES) throw new HttpError(413, M.pdfSize);
    // Some clients label a .pdf as a generic binary; the content decides below.
    if (
      /\.pdf$/i.test(file.name) &&
      (file.type === "" || file.type === "application/octet-stream")
    ) {
      fields.pdfFile = new File([file], file.name, { type: "application/pdf" });
    }
  }
  return fields;
}

/** A file that says it is a PDF must also start like one. */
async function assertPdfContent(file: File | undefined) {
  if (!file) return;
  const head = new TextDecoder().decode(await file.slice(0, 5).arrayBuffer());
  if (head !== "%PDF-") throw new HttpError(400, M.pdfType, { pdfFile: [M.pdfType] });
}

/** Each document with a short-lived link to its PDF (the documents the admin just read). */
async function withPdfUrls(documents: AdminLegalDocumentRow[]) {
  const paths = documents.flatMap((document) => (document.pdfPath ? [document.pdfPath] : []));
  const links = await signedUrls(paths);
  return documents.map((document) => ({
    ...document,
    pdfFileName: document.pdfPath ? (document.pdfPath.split("/").pop() ?? null) : null,
    pdfUrl: document.pdfPath ? (links.get(document.pdfPath) ?? null) : null,
  }));
}

async function removeQuietly(c: Context<AppEnv>, paths: string[]) {
  try {
    await removePdfs(paths);
  } catch (error) {
    console.error(`[${c.var.requestId}] leaving PDFs behind:`, error);
  }
}

/**
 * /api/admin/legal-documents: list, create, edit and delete, as multipart forms with an
 * optional PDF. The PDF goes to the legal-documents bucket under `<document id>/<file name>`,
 * after the document's row was written as the admin (RLS decides; no client role reaches the
 * bucket itself); responses carry a short-lived signed link to it.
 */
export const adminLegalDocumentRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const documents = await withCaller(c, listLegalDocuments);
    return c.json(await withPdfUrls(documents));
  })
  .post("/", async (c) => {
    const { pdfFile, ...fields } = parseBody(legalDocumentSchema, await readDocumentForm(c));
    await assertPdfContent(pdfFile);
    const id = crypto.randomUUID();
    const pdfPath = pdfFile ? `${id}/${pdfFileName(pdfFile.name)}` : null;
    const document = await withCaller(c, async (tx) => {
      await insertLegalDocument(tx, id, fields, pdfPath);
      // Uploaded inside the transaction: a refused upload leaves no document behind.
      if (pdfFile && pdfPath) await uploadPdf(pdfPath, pdfFile);
      return readLegalDocument(tx, id);
    });
    if (!document) throw new Error("the new document cannot be read back");
    const [shown] = await withPdfUrls([document]);
    return c.json(shown, 201);
  })
  .put("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { pdfFile, ...fields } = parseBody(legalDocumentUpdateSchema, await readDocumentForm(c));
    await assertPdfContent(pdfFile);
    const { document, replaced } = await withCaller(c, async (tx) => {
      const existing = await lockLegalDocument(tx, id);
      if (!existing) throw new HttpError(404, NOT_FOUND);
      if (!pdfFile && !fields.content && !existing.pdfPath) {
        throw new HttpError(400, M.contentOrPdf, { content: [M.contentOrPdf] });
      }
      const pdfPath = pdfFile ? `${id}/${pdfFileName(pdfFile.name)}` : existing.pdfPath;
      await updateLegalDocument(tx, id, fields, pdfPath);
      if (pdfFile && pdfPath) await uploadPdf(pdfPath, pdfFile);
      const replaced = existing.pdfPath && existing.pdfPath !== pdfPath ? [existing.pdfPath] : [];
      return { document: await readLegalDocument(tx, id), replaced };
    });
    if (!document) throw new HttpError(404, NOT_FOUND);
    await removeQuietly(c, replaced);
    const [shown] = await withPdfUrls([document]);
    return c.json(shown);
  })
  .delete("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const deleted = await withCaller(c, (tx) => deleteLegalDocument(tx, id));
    if (!deleted) throw new HttpError(404, NOT_FOUND);
    if (deleted.pdfPath) await removeQuietly(c, [deleted.pdfPath]);
    return c.json({ id: deleted.id, deleted: true } satisfies Deleted);
  });

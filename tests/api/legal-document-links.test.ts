import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LEGAL_PDF_LINK_SECONDS } from "../../supabase/functions/_shared/portable/schemas/legal-document.ts";
import { serviceClient } from "../support/clients.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createLegalDocument } from "../support/db-fixtures.ts";
import { createAdmin, createPartner, type Partner } from "./support/accounts.ts";
import { PDF_BYTES } from "./support/call-api.ts";

/**
 * Legal documents' PDFs are reached only through the API's links, which live
 * LEGAL_PDF_LINK_SECONDS: no client role signs or reads them in Storage directly, so no link
 * outlives a partner's access by more than that.
 */

const pool = ownerPool(2);
const BUCKET = "legal-documents";
let admin: Partner;
let partner: Partner;

beforeAll(async () => {
  [admin, partner] = await Promise.all([
    createAdmin(pool, "links-admin"),
    createPartner(pool, "links-partner"),
  ]);
});

afterAll(() => pool.end());

/** The lifetime (exp - iat, seconds) of a signed Storage URL's token. */
function lifetime(signedUrl: string): number {
  const token = new URL(signedUrl).searchParams.get("token") ?? "";
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
  return claims.exp - claims.iat;
}

/** A document with a PDF (stored as the API stores it); `values` override its columns. */
async function documentWithPdf(values: Record<string, unknown> = {}) {
  const path = `${crypto.randomUUID()}/agreement.pdf`;
  const uploaded = await serviceClient()
    .storage.from(BUCKET)
    .upload(path, PDF_BYTES, { contentType: "application/pdf" });
  expect(uploaded.error).toBeNull();
  const id = await createLegalDocument(pool, { pdf_path: path, ...values });
  return { id, path };
}

describe("links made by the API", () => {
  test(`live ${LEGAL_PDF_LINK_SECONDS} seconds, one constant of at most five minutes`, () => {
    expect(LEGAL_PDF_LINK_SECONDS).toBeGreaterThanOrEqual(60);
    expect(LEGAL_PDF_LINK_SECONDS).toBeLessThanOrEqual(300);
  });

  test("a partner's pending document and the admin's list carry links of that lifetime", async () => {
    const { id } = await documentWithPdf();
    const pending = await partner.call("GET", "/api/legal-documents/pending");
    const mine = pending.body.find((document: { id: string }) => document.id === id);
    expect(lifetime(mine.pdfUrl)).toBe(LEGAL_PDF_LINK_SECONDS);
    expect((await fetch(mine.pdfUrl)).status).toBe(200);

    const listed = await admin.call("GET", "/api/admin/legal-documents");
    const theirs = listed.body.find((document: { id: string }) => document.id === id);
    expect(lifetime(theirs.pdfUrl)).toBe(LEGAL_PDF_LINK_SECONDS);
  });
});

describe("links asked of Storage directly", () => {
  test("no partner signs a link to a document in force, of any lifetime", async () => {
    const { path } = await documentWithPdf();
    for (const seconds of [60, 3650 * 86_400]) {
      const { data, error } = await partner.client.storage
        .from(BUCKET)
        .createSignedUrl(path, seconds);
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
    const read = await partner.client.storage.from(BUCKET).download(path);
    expect(read.data).toBeNull();
  });

  test("nor an admin: they reach the PDFs through the API", async () => {
    const { path } = await documentWithPdf();
    const own = await admin.client.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(own.data).toBeNull();
  });

  test("the API signs none for a document out of force", async () => {
    const out = await documentWithPdf({ is_active: false });
    const pending = await partner.call("GET", "/api/legal-documents/pending");
    expect(pending.body.map((d: { id: string }) => d.id)).not.toContain(out.id);
  });
});

describe("a deactivated partner", () => {
  test("gets no new link, and the last one they got stops within its lifetime", async () => {
    const leaving = await createPartner(pool, "links-leaving");
    const { id } = await documentWithPdf();
    const before = await leaving.call("GET", "/api/legal-documents/pending");
    const link = before.body.find((d: { id: string }) => d.id === id).pdfUrl as string;
    expect(lifetime(link)).toBeLessThanOrEqual(300);

    await pool.query("update public.users set is_active = false where id = $1", [leaving.id]);
    const after = await leaving.call("GET", "/api/legal-documents/pending");
    expect(JSON.stringify(after.body)).not.toContain(id);
    const direct = await leaving.client.storage.from(BUCKET).createSignedUrl(`${id}`, 60);
    expect(direct.data).toBeNull();
  });

  test("a link stops when its lifetime ends", async () => {
    const { path } = await documentWithPdf();
    const { data } = await serviceClient().storage.from(BUCKET).createSignedUrl(path, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(data?.signedUrl ?? "")).status).toBe(400);
  });
});

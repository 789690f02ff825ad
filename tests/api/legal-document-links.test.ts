import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LEGAL_PDF_LINK_SECONDS } from "../../supabase/functions/_shared/schemas/legal-document.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createLegalDocument } from "../support/db-fixtures.ts";
import { createAdmin, createPartner, type Partner } from "./support/accounts.ts";
import { PDF_BYTES } from "./support/call-api.ts";
import { inDays } from "./support/opportunities.ts";

/**
 * Signed links to legal documents' PDFs: short-lived whoever asks for them through the API, and
 * not to be had for a document out of force, not even from Storage directly.
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

/** A document whose PDF the admin uploaded; `values` override the document's columns. */
async function documentWithPdf(values: Record<string, unknown> = {}) {
  const path = `${crypto.randomUUID()}/agreement.pdf`;
  const uploaded = await admin.client.storage
    .from(BUCKET)
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
  test("a partner may sign a link to a document in force", async () => {
    const { path } = await documentWithPdf();
    const { data, error } = await partner.client.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect((await fetch(data?.signedUrl ?? "")).status).toBe(200);
  });

  test.each([
    ["deactivated", { is_active: false }],
    ["expired", { expires_at: inDays(-1) }],
  ])("not to a %s document's PDF", async (_, values) => {
    const { path } = await documentWithPdf(values);
    const { data, error } = await partner.client.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(data).toBeNull();
    expect(error).not.toBeNull();
    // The admin still may: they manage it.
    const own = await admin.client.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(own.error).toBeNull();
  });

  test("a link signed while the document was in force stops with its short lifetime", async () => {
    const { path } = await documentWithPdf();
    const { data } = await partner.client.storage.from(BUCKET).createSignedUrl(path, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(data?.signedUrl ?? "")).status).toBe(400);
  });
});

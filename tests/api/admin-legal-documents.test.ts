import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll, createPartner } from "./support/accounts.ts";
import { callMultipart, PDF_BYTES } from "./support/call-api.ts";

const pool = ownerPool(2);

const { admin, partner } = accountsBeforeAll(pool, {
  admin: ["admin", "docs-admin"],
  partner: ["partner", "docs-partner"],
});

afterAll(() => pool.end());

const PATH = "/api/admin/legal-documents";
const pdf = (name = "agreement.pdf", data: Buffer = PDF_BYTES) => ({
  data,
  name,
  type: "application/pdf",
});

async function objectExists(name: string) {
  const { rows } = await pool.query(
    "select 1 from storage.objects where bucket_id = 'legal-documents' and name = $1",
    [name],
  );
  return rows.length === 1;
}

describe("the legal document form (product §5), sent as multipart", () => {
  const RULES: [name: string, fields: Record<string, string>, field: string, message: string][] = [
    [
      "title required",
      { title: "", documentType: "nda", content: "x" },
      "title",
      "Title is required",
    ],
    [
      "version required",
      { title: "T", documentType: "nda", content: "x", version: " " },
      "version",
      "Version is required",
    ],
    [
      "type one of the list",
      { title: "T", documentType: "memo", content: "x" },
      "documentType",
      "Please select a document type",
    ],
    [
      "a PDF or text",
      { title: "T", documentType: "nda", content: "  " },
      "content",
      "Please upload a PDF or enter the document text",
    ],
    [
      "expiry a date",
      { title: "T", documentType: "nda", content: "x", expiresAt: "soon" },
      "expiresAt",
      "Please enter a valid expiry date",
    ],
  ];

  test.each(RULES)("%s", async (_name, fields, field, message) => {
    const { status, body } = await callMultipart(admin.token, "POST", PATH, fields);
    expect(status).toBe(400);
    expect(body.fieldErrors[field]).toEqual([message]);
  });

  test("a PDF over 10MB is a 413", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF_BYTES.copy(big);
    const { status, body } = await callMultipart(admin.token, "POST", PATH, {
      title: "Huge",
      documentType: "contract",
      pdfFile: pdf("huge.pdf", big),
    });
    expect(status).toBe(413);
    expect(body.message).toBe("The PDF must be 10MB or smaller");
  });

  test("a file that is not a PDF is a 400, by its type or by its content", async () => {
    const text = await callMultipart(admin.token, "POST", PATH, {
      title: "Text",
      documentType: "contract",
      pdfFile: { data: Buffer.from("hello"), name: "notes.txt", type: "text/plain" },
    });
    expect(text.status).toBe(400);
    expect(text.body.fieldErrors.pdfFile).toEqual(["Only PDF files are accepted"]);

    const disguised = await callMultipart(admin.token, "POST", PATH, {
      title: "Disguised",
      documentType: "contract",
      pdfFile: pdf("fake.pdf", Buffer.from("MZ not a pdf at all")),
    });
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe("Only PDF files are accepted");
  });
});

describe("legal documents: create, view, edit, delete", () => {
  test("a PDF document: stored in the bucket, viewable through a signed link, replaced, deleted", async () => {
    const created = await callMultipart(admin.token, "POST", PATH, {
      title: "Tour Safety Waiver",
      documentType: "liability_waiver",
      version: "2.0",
      isActive: "true",
      requiresSignature: "false",
      requiresAttestation: "true",
      expiresAt: "2030-01-31",
      pdfFile: pdf("Safety Waiver (final).pdf"),
    });
    expect(created.status).toBe(201);
    const document = created.body;
    expect(document).toMatchObject({
      title: "Tour Safety Waiver",
      documentType: "liability_waiver",
      version: "2.0",
      isActive: true,
      requiresSignature: false,
      requiresAttestation: true,
      content: null,
      pdfPath: `${document.id}/Safety-Waiver-final.pdf`,
      pdfFileName: "Safety-Waiver-final.pdf",
      createdBy: admin.id,
      agreementCount: 0,
    });
    expect(new Date(document.expiresAt).toISOString()).toBe("2030-01-31T00:00:00.000Z");
    expect(await objectExists(document.pdfPath)).toBe(true);

    const download = await fetch(document.pdfUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF_BYTES);

    // Only through the API's links: not even the PDF of an active document from Storage itself.
    const { data } = await partner.client.storage
      .from("legal-documents")
      .download(document.pdfPath);
    expect(data).toBeNull();

    const listed = await admin.call("GET", PATH);
    const inList = listed.body.find((item: { id: string }) => item.id === document.id);
    expect(inList.pdfUrl).toMatch(/\/storage\/v1\/object\/sign\/legal-documents\//);

    const newPdf = Buffer.concat([PDF_BYTES, Buffer.from("% v3\n")]);
    const edited = await callMultipart(admin.token, "PUT", `${PATH}/${document.id}`, {
      title: "Tour Safety Waiver",
      documentType: "liability_waiver",
      version: "3.0",
      isActive: "false",
      requiresSignature: "false",
      requiresAttestation: "true",
      content: "Also in text",
      pdfFile: pdf("waiver-v3.pdf", newPdf),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      version: "3.0",
      isActive: false,
      content: "Also in text",
      pdfPath: `${document.id}/waiver-v3.pdf`,
    });
    expect(await objectExists(document.pdfPath)).toBe(false);
    expect(await objectExists(edited.body.pdfPath)).toBe(true);
    const again = await fetch(edited.body.pdfUrl);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(newPdf);

    // Inactive now: the API gives the partner no link to it.
    const pending = await partner.call("GET", "/api/legal-documents/pending");
    expect(pending.body.map((item: { id: string }) => item.id)).not.toContain(document.id);

    const deleted = await admin.call("DELETE", `${PATH}/${document.id}`);
    expect(deleted.body).toEqual({ id: document.id, deleted: true });
    expect(await objectExists(edited.body.pdfPath)).toBe(false);
    expect((await admin.call("DELETE", `${PATH}/${document.id}`)).status).toBe(404);
  });

  test("a text document: defaults, edit keeps what the form sends, PDF-or-text checked on edit", async () => {
    const created = await callMultipart(admin.token, "POST", PATH, {
      title: "House Rules",
      documentType: "code_of_conduct",
      content: "Be kind.",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      version: "1.0",
      isActive: true,
      requiresSignature: true,
      requiresAttestation: false,
      pdfPath: null,
      pdfUrl: null,
      expiresAt: null,
    });
    const id = created.body.id;

    const noText = await callMultipart(admin.token, "PUT", `${PATH}/${id}`, {
      title: "House Rules",
      documentType: "code_of_conduct",
      content: "",
    });
    expect(noText.status).toBe(400);
    expect(noText.body.message).toBe("Please upload a PDF or enter the document text");

    const edited = await callMultipart(admin.token, "PUT", `${PATH}/${id}`, {
      title: "House Rules (2027)",
      documentType: "code_of_conduct",
      content: "Be kind. Be on time.",
      version: "1.1",
    });
    expect(edited.body).toMatchObject({ title: "House Rules (2027)", version: "1.1" });

    const missing = "00000000-0000-4000-8000-000000000000";
    const notThere = await callMultipart(admin.token, "PUT", `${PATH}/${missing}`, {
      title: "X",
      documentType: "nda",
      content: "x",
    });
    expect(notThere.status).toBe(404);
    expect((await admin.call("DELETE", `${PATH}/${id}`)).status).toBe(200);
  });
});

describe("GET /api/admin/user-agreements", () => {
  test("the latest 20 by default, with the signer's name, else e-mail, and the document", async () => {
    const document = await callMultipart(admin.token, "POST", PATH, {
      title: "Partner Pledge",
      documentType: "code_of_conduct",
      content: "I pledge.",
      requiresSignature: "false",
      requiresAttestation: "true",
    });
    const nameless = await createPartner(pool, "nameless", { first_name: null, last_name: null });
    for (const signer of [partner, nameless]) {
      await pool.query(
        `insert into public.user_agreements (user_id, document_id, agreement_type, attestation_text)
         values ($1, $2, 'attestation', 'I agree')`,
        [signer.id, document.body.id],
      );
    }
    const { status, body } = await admin.call("GET", "/api/admin/user-agreements");
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: expect.any(Number) });
    expect(body.items.length).toBeLessThanOrEqual(20);
    const mine = body.items.filter(
      (item: { documentId: string }) => item.documentId === document.body.id,
    );
    expect(mine).toHaveLength(2);
    const byUser = Object.fromEntries(mine.map((item: { userId: string }) => [item.userId, item]));
    expect(byUser[partner.id]).toMatchObject({
      userName: "Pat Grower",
      userEmail: partner.email,
      documentTitle: "Partner Pledge",
      documentVersion: "1.0",
      agreementType: "attestation",
      isValid: true,
    });
    expect(byUser[nameless.id].userName).toBe(nameless.email);

    const docs = await admin.call("GET", PATH);
    const counted = docs.body.find((item: { id: string }) => item.id === document.body.id);
    expect(counted.agreementCount).toBe(2);
  });
});

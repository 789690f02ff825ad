import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createLegalDocument } from "../support/db-fixtures.ts";
import { accountsBeforeAll, createPartner, type Partner } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";

const pool = ownerPool(3);
const SEEDED_CONTRACT = "5eed0000-0000-4000-b000-000000000001";
const SEEDED_CODE = "5eed0000-0000-4000-b000-000000000002";

const { partner } = accountsBeforeAll(pool, { partner: ["partner", "legal"] });

afterAll(() => pool.end());

type Pending = {
  id: string;
  needsSignature: boolean;
  needsAttestation: boolean;
  pdfUrl: string | null;
};

async function pendingIds(who: Partner) {
  const { status, body } = await who.call("GET", "/api/legal-documents/pending");
  expect(status).toBe(200);
  return body as Pending[];
}

describe("GET /api/legal-documents/pending", () => {
  test("lists the active documents still to sign or attest, with a working PDF link", async () => {
    const { data, error } = await partner.client.functions.invoke("api/legal-documents/pending", {
      method: "GET",
    });
    expect(error).toBeNull();
    const contract = (data as Pending[]).find((d) => d.id === SEEDED_CONTRACT);
    expect(contract).toMatchObject({
      title: "Partner Services Agreement",
      documentType: "contract",
      version: "2.1",
      requiresSignature: true,
      needsSignature: true,
      needsAttestation: false,
    });
    expect(contract?.pdfUrl).toMatch(/\/storage\/v1\/object\/sign\/legal-documents\//);
    const pdf = await fetch(contract?.pdfUrl ?? "");
    expect(pdf.status).toBe(200);
    expect(new Uint8Array(await pdf.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]), // %PDF
    );
    expect((data as Pending[]).find((d) => d.id === SEEDED_CODE)).toMatchObject({
      needsSignature: false,
      needsAttestation: true,
      pdfUrl: null,
    });
  });

  test("leaves out inactive and expired documents", async () => {
    const inactive = await createLegalDocument(pool, { is_active: false });
    const expired = await createLegalDocument(pool, { expires_at: inDays(-1) });
    const ids = (await pendingIds(partner)).map((d) => d.id);
    expect(ids).not.toContain(inactive);
    expect(ids).not.toContain(expired);
  });
});

describe("POST /api/agreements", () => {
  test("signs a document, recording version, IP and user agent; it is no longer pending", async () => {
    const signer = await createPartner(pool, "signer");
    const documentId = await createLegalDocument(pool, { version: "2.1" });
    const { status, body } = await signer.call("POST", "/api/agreements", {
      documentId,
      agreementType: "signature",
      signatureData: "Pat Grower",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userId: signer.id,
      documentId,
      documentVersion: "2.1",
      agreementType: "signature",
      signatureData: "Pat Grower",
      isValid: true,
    });
    expect(body.ipAddress).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    expect(body.userAgent).toBeTruthy();
    expect((await pendingIds(signer)).map((d) => d.id)).not.toContain(documentId);

    const again = await signer.call("POST", "/api/agreements", {
      documentId,
      agreementType: "signature",
      signatureData: "Pat Grower",
    });
    expect(again.status).toBe(409);

    // A new version must be signed again.
    await pool.query("update public.legal_documents set version = '3.0' where id = $1", [
      documentId,
    ]);
    expect((await pendingIds(signer)).map((d) => d.id)).toContain(documentId);
  });

  test("400 with the sentence under the field for a signature that is not the signer's full name", async () => {
    const documentId = await createLegalDocument(pool);
    const letter = await partner.call("POST", "/api/agreements", {
      documentId,
      agreementType: "signature",
      signatureData: "S",
    });
    expect(letter.status).toBe(400);
    expect(letter.body).toEqual({
      message: "Please type your full name as on your profile: Pat Grower.",
      fieldErrors: { signatureData: ["Please type your full name as on your profile: Pat Grower"] },
    });
    // Case and spaces aside, the full name signs.
    const signed = await partner.call("POST", "/api/agreements", {
      documentId,
      agreementType: "signature",
      signatureData: " pat  GROWER",
    });
    expect(signed.status).toBe(201);
  });

  test("attests a document that asks for an attestation", async () => {
    const attester = await createPartner(pool, "attester");
    const { status, body } = await attester.call("POST", "/api/agreements", {
      documentId: SEEDED_CODE,
      agreementType: "attestation",
      attestationText: "I have read and will follow the Partner Code of Conduct.",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ agreementType: "attestation", documentVersion: "1.0" });
    expect((await pendingIds(attester)).map((d) => d.id)).not.toContain(SEEDED_CODE);
  });

  test("400 for a form the document does not take, 404 for an unknown one, 409 for an expired one", async () => {
    const wrongForm = await partner.call("POST", "/api/agreements", {
      documentId: SEEDED_CODE,
      agreementType: "signature",
      signatureData: "Pat",
    });
    expect(wrongForm.status).toBe(400);
    expect(wrongForm.body.message).toBe(
      "This document takes no signature, or the signature is missing.",
    );

    const unknown = await partner.call("POST", "/api/agreements", {
      documentId: "00000000-0000-4000-8000-000000000000",
      agreementType: "signature",
      signatureData: "Pat",
    });
    expect(unknown.status).toBe(404);

    const expired = await createLegalDocument(pool, { expires_at: inDays(1) });
    await pool.query(
      "update public.legal_documents set expires_at = now() - interval '1 minute' where id = $1",
      [expired],
    );
    const late = await partner.call("POST", "/api/agreements", {
      documentId: expired,
      agreementType: "signature",
      signatureData: "Pat",
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This document is no longer in force.");
  });

  test.each([
    [
      { agreementType: "signature", signatureData: "Pat" },
      "documentId",
      "Please choose a document",
    ],
    [
      { documentId: SEEDED_CONTRACT, agreementType: "stamp" },
      "agreementType",
      "Please choose to sign or attest",
    ],
    [
      { documentId: SEEDED_CONTRACT, agreementType: "signature" },
      "signatureData",
      "Please type your full name to sign",
    ],
    [
      { documentId: SEEDED_CODE, agreementType: "attestation", attestationText: " " },
      "attestationText",
      "Please confirm the attestation",
    ],
  ])("400 for %j", async (payload, field, message) => {
    const { status, body } = await partner.call("POST", "/api/agreements", payload);
    expect(status).toBe(400);
    expect(body.fieldErrors[field]).toEqual([message]);
  });
});

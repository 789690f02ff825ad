import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll, createPartner } from "./support/accounts.ts";
import { callMultipart } from "./support/call-api.ts";

/** A new version of a legal document invalidates the agreements with the earlier ones. */

const pool = ownerPool(2);
const PATH = "/api/admin/legal-documents";
const { admin } = accountsBeforeAll(pool, { admin: ["admin", "versions-admin"] });
afterAll(() => pool.end());

async function createDocument(title: string, version: string) {
  const created = await callMultipart(admin.token, "POST", PATH, {
    title,
    documentType: "contract",
    content: `Terms, version ${version}.`,
    version,
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function agreementsWith(documentId: string) {
  const { body } = await admin.call("GET", "/api/admin/user-agreements?pageSize=100");
  return (body.items as { documentId: string; userId: string; isValid: boolean }[]).filter(
    (item) => item.documentId === documentId,
  );
}

/** A document at `version` that a new partner signs, then the admin's edit to `newVersion`. */
async function signThenEdit(
  signerLabel: string,
  version: string,
  newVersion: string,
  content: string,
) {
  const title = `Document ${randomUUID().slice(0, 8)}`;
  const id = await createDocument(title, version);
  const signer = await createPartner(pool, signerLabel);
  await signer.call("POST", "/api/agreements", {
    documentId: id,
    agreementType: "signature",
    signatureData: "Pat Grower",
  });
  const edited = await callMultipart(admin.token, "PUT", `${PATH}/${id}`, {
    title,
    documentType: "contract",
    content,
    version: newVersion,
  });
  expect(edited.status).toBe(200);
  return { id, signer };
}

describe("a new version of a legal document", () => {
  test("invalidates earlier agreements, retires the old version, and asks the signers again", async () => {
    const title = `Host Agreement ${randomUUID().slice(0, 8)}`;
    const first = await createDocument(title, "1.0");
    const signer = await createPartner(pool, "versions-signer");
    const bystander = await createPartner(pool, "versions-bystander");
    const signed = await signer.call("POST", "/api/agreements", {
      documentId: first,
      agreementType: "signature",
      signatureData: "Pat Grower",
    });
    expect(signed.status).toBe(201);
    expect(await agreementsWith(first)).toMatchObject([{ userId: signer.id, isValid: true }]);

    const second = await createDocument(` ${title.toUpperCase()} `.trim(), "2.0");

    expect(await agreementsWith(first)).toMatchObject([{ userId: signer.id, isValid: false }]);
    const documents = await admin.call("GET", PATH);
    const byId = new Map(
      (documents.body as { id: string; isActive: boolean }[]).map((d) => [d.id, d.isActive]),
    );
    expect(byId.get(first)).toBe(false);
    expect(byId.get(second)).toBe(true);

    const pending = await signer.call("GET", "/api/legal-documents/pending");
    const ids = (pending.body as { id: string }[]).map((d) => d.id);
    expect(ids).toContain(second);
    expect(ids).not.toContain(first);

    const notices = await signer.call("GET", "/api/notifications");
    expect(notices.body.items).toContainEqual(
      expect.objectContaining({
        type: "legal_document_version",
        title: "New version to sign",
        data: expect.objectContaining({ documentId: second, version: "2.0" }),
      }),
    );
    const others = await bystander.call("GET", "/api/notifications");
    expect(
      (others.body.items as { data: { documentId?: string } }[]).some(
        (n) => n.data?.documentId === second,
      ),
    ).toBe(false);
  });

  test("editing a document's version invalidates the agreements with the old version", async () => {
    const { id, signer } = await signThenEdit("versions-edit", "1.0", "1.1", "Terms, version 1.1.");
    expect(await agreementsWith(id)).toMatchObject([{ userId: signer.id, isValid: false }]);
    const pending = await signer.call("GET", "/api/legal-documents/pending");
    expect((pending.body as { id: string }[]).map((d) => d.id)).toContain(id);
  });

  test("an edit that keeps the version keeps the agreements", async () => {
    const { id, signer } = await signThenEdit(
      "versions-same",
      "3.0",
      "3.0",
      "Terms, version 3.0, typo fixed.",
    );
    expect(await agreementsWith(id)).toMatchObject([{ userId: signer.id, isValid: true }]);
  });
});

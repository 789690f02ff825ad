import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { createAccount, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";

// Several dialogs, three screens captured at two widths with axe runs, a download.
test.describe.configure({ timeout: 180_000 });

interface Document {
  id: string;
  title: string;
}

const tag = randomUUID().slice(0, 6);
const WAIVER = `Tour Safety Waiver ${tag}`;
const RULES = `House Rules ${tag}`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** Removes what this file made, even after a failure: an active document asks every partner. */
test.afterAll(async () => {
  const admin = await apiAs(demo.admin);
  const documents = await admin.call<Document[]>("GET", "/api/admin/legal-documents");
  for (const document of documents.filter((item) => item.title.endsWith(tag))) {
    await admin.call("DELETE", `/api/admin/legal-documents/${document.id}`);
  }
});

/** A success toast; the one before may still be fading out with the same words. */
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text).first();

test("an admin uploads, views, downloads, edits and deletes legal documents and sees a partner's signature", async ({
  page,
}) => {
  await signIn(page, demo.admin, "/admin/legal-documents");
  // The dev server compiles the page on its first visit, which can be slow on a busy machine.
  await expect(h1(page, "Legal Document Management")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("tab", { name: "Legal Documents" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const seeded = page.getByRole("article", { name: "Partner Services Agreement" });
  await expect(seeded.getByText("PDF Available")).toBeVisible();
  await capture(page, "admin-legal-documents", seeded);

  // Neither a PDF nor text: the form says so before anything is sent.
  await page.getByRole("button", { name: "Create Document" }).click();
  const form = page.getByRole("dialog", { name: "Create Legal Document" });
  await expect(form.getByLabel("Version")).toHaveValue("1.0");
  await form.getByRole("button", { name: "Create Document" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Please select a document type")).toBeVisible();
  await expect(form.getByText("Please upload a PDF or enter the document text")).toBeVisible();
  await capture(page, "admin-legal-document-form", form.getByText("Title is required"));

  // A file that is not a PDF is refused as soon as it is chosen.
  const fileInput = form.getByLabel("PDF file");
  await fileInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: PDF });
  await expect(form.getByText("Only PDF files are accepted")).toBeVisible();

  await form.getByLabel("Title").fill(WAIVER);
  await form.getByLabel("Document type").selectOption("Liability Waiver");
  await form.getByLabel("Version").fill("2.0");
  await fileInput.setInputFiles({
    name: "safety-waiver.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(form.getByText("Only PDF files are accepted")).toBeHidden();
  await form.getByRole("button", { name: "Create Document" }).click();
  await expect(toast(page, "Legal document created successfully!")).toBeVisible();
  await expect(form).toBeHidden();

  const waiver = page.getByRole("article", { name: WAIVER });
  for (const text of ["Active", "Version 2.0 · Release of liability for tour activities"]) {
    await expect(waiver.getByText(text, { exact: true })).toBeVisible();
  }
  for (const text of [
    "Liability Waiver",
    "0 agreements",
    "E-Signature Required",
    "PDF Available",
  ]) {
    await expect(waiver.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(waiver.getByText("Attestation Required")).toHaveCount(0);
  await expect(waiver.getByText("Never")).toBeVisible();

  // View: the details and a real download of the stored PDF.
  await page.getByRole("button", { name: `View ${WAIVER}` }).click();
  const view = page.getByRole("dialog", { name: WAIVER });
  await expect(view.getByText("No text content: this document is its PDF.")).toBeVisible();
  await expect(view.getByText("2.0", { exact: true })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await view.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("safety-waiver.pdf");
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.equals(PDF)).toBe(true);
  await view.getByRole("button", { name: "Close", exact: true }).click();

  // Edit: a new version, the text as well, an expiry; the stored PDF stays.
  await page.getByRole("button", { name: `Edit ${WAIVER}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Legal Document" });
  await expect(edit.getByLabel("Title")).toHaveValue(WAIVER);
  await expect(edit.getByText("Current file: safety-waiver.pdf")).toBeVisible();
  await edit.getByLabel("Version").fill("2.1");
  await edit.getByLabel("Document text").fill("Guests follow the guide's safety briefing.");
  await edit.getByLabel("Expiry date (optional)").fill("2030-01-31");
  await edit.getByRole("button", { name: "Update Document" }).click();
  await expect(toast(page, "Legal document updated successfully!")).toBeVisible();
  await expect(waiver.getByText(/^Version 2\.1 · /)).toBeVisible();
  await expect(waiver.getByText("Jan 31, 2030")).toBeVisible();
  await expect(waiver.getByText("PDF Available")).toBeVisible();

  // A partner signs it; the admin sees the signature in User Agreements.
  const admin = await apiAs(demo.admin);
  const documents = await admin.call<Document[]>("GET", "/api/admin/legal-documents");
  const documentId = documents.find((document) => document.title === WAIVER)?.id;
  const signer = await createAccount({ firstName: "Sasha", lastName: `Signer${tag}` });
  await (await apiAs(signer)).call("POST", "/api/agreements", {
    documentId,
    agreementType: "signature",
    signatureData: `Sasha Signer${tag}`,
  });
  await page.reload();
  await page.getByRole("tab", { name: "User Agreements" }).click();
  const signature = page
    .getByRole("tabpanel", { name: "User Agreements" })
    .getByRole("listitem")
    .filter({ hasText: `Sasha Signer${tag}` });
  await expect(signature.getByText(`${WAIVER} · v2.1`)).toBeVisible();
  await expect(signature.getByText(/^E-Signed [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(signature.getByText("Valid", { exact: true })).toBeVisible();
  await expect(signature.getByText("Signature", { exact: true })).toBeVisible();
  await capture(page, "admin-user-agreements", signature);

  // A text-only document, then deleting: Cancel keeps it, Delete Document removes it.
  await page.getByRole("tab", { name: "Legal Documents" }).click();
  await expect(waiver.getByText("1 agreement", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Create Document" }).click();
  await form.getByLabel("Title").fill(RULES);
  await form.getByLabel("Document type").selectOption("Code of Conduct");
  await form.getByLabel("Document text").fill("Be kind. Be on time.");
  await form.getByLabel(/^Requires e-signature/).uncheck();
  await form.getByLabel(/^Requires attestation/).check();
  await form.getByRole("button", { name: "Create Document" }).click();
  await expect(toast(page, "Legal document created successfully!")).toBeVisible();
  const rules = page.getByRole("article", { name: RULES });
  await expect(rules.getByText("Attestation Required")).toBeVisible();
  await expect(rules.getByText("PDF Available")).toHaveCount(0);

  await page.getByRole("button", { name: `Delete ${WAIVER}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Legal Document" });
  await expect(confirm.getByText(/and the 1 agreement to it/)).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(waiver).toBeVisible();
  await page.getByRole("button", { name: `Delete ${WAIVER}` }).click();
  await confirm.getByRole("button", { name: "Delete Document" }).click();
  await expect(toast(page, "Legal document deleted successfully!")).toBeVisible();
  await expect(waiver).toHaveCount(0);
  await expect(rules).toBeVisible();
});

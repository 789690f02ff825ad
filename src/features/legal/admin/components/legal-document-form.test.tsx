import { MAX_PDF_BYTES } from "@shared/schemas/legal-document";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminLegalDocument } from "../types";
import { LegalDocumentForm } from "./legal-document-form";

afterEach(cleanup);

const stored: AdminLegalDocument = {
  id: "5eed0000-0000-4000-b000-000000000001",
  title: "Partner Services Agreement",
  documentType: "contract",
  content: null,
  pdfPath: "5eed0000-0000-4000-b000-000000000001/partner-services-agreement.pdf",
  pdfFileName: "partner-services-agreement.pdf",
  pdfUrl: "http://127.0.0.1:54321/storage/v1/object/sign/legal-documents/x?token=t",
  version: "2.1",
  isActive: true,
  requiresSignature: true,
  requiresAttestation: false,
  expiresAt: null,
  createdBy: null,
  createdAt: "2025-01-05T15:00:00.000Z",
  updatedAt: "2025-01-05T15:00:00.000Z",
  agreementCount: 2,
};

const pdf = (size = 64, name = "waiver.pdf", type = "application/pdf") =>
  new File([new Uint8Array(size).fill(0x25)], name, { type });

function renderForm(document: AdminLegalDocument | null = null) {
  const onSubmit = vi.fn(async () => undefined as Record<string, string[]> | undefined);
  render(
    <>
      <LegalDocumentForm id="document-form" document={document} onSubmit={onSubmit} />
      <button type="submit" form="document-form">
        Save
      </button>
    </>,
  );
  // Pickers can show every file, so the form must judge what it gets itself.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const save = () => user.click(screen.getByRole("button", { name: "Save" }));
  return { onSubmit, user, save };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Title"), "Tour Safety Waiver");
  await user.selectOptions(screen.getByLabelText("Document type"), "Liability Waiver");
}

describe("LegalDocumentForm", () => {
  it("starts at version 1.0, active, with signature required; the file input takes .pdf", () => {
    renderForm();
    expect(screen.getByLabelText("Version")).toHaveValue("1.0");
    expect(screen.getByLabelText(/^Active/)).toBeChecked();
    expect(screen.getByLabelText(/^Requires e-signature/)).toBeChecked();
    expect(screen.getByLabelText(/^Requires attestation/)).not.toBeChecked();
    const file = screen.getByLabelText("PDF file");
    expect(file).toHaveAttribute("accept", ".pdf,application/pdf");
    expect(file).toHaveAccessibleDescription("PDF up to 10MB");
  });

  it("asks for the title, the type, and a PDF or the text", async () => {
    const { user, onSubmit, save } = renderForm();
    await user.clear(screen.getByLabelText("Version"));
    await save();
    expect(await screen.findByText("Title is required")).toBeVisible();
    expect(screen.getByText("Version is required")).toBeVisible();
    expect(screen.getByText("Please select a document type")).toBeVisible();
    expect(screen.getByText("Please upload a PDF or enter the document text")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a PDF over 10MB as soon as it is chosen", async () => {
    const { user, onSubmit, save } = renderForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText("PDF file"), pdf(MAX_PDF_BYTES + 1));
    expect(await screen.findByText("The PDF must be 10MB or smaller")).toBeVisible();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a file that is not a PDF", async () => {
    const { user, onSubmit, save } = renderForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText("PDF file"), pdf(10, "notes.txt", "text/plain"));
    expect(await screen.findByText("Only PDF files are accepted")).toBeVisible();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a PDF of exactly 10MB with the switches and the expiry", async () => {
    const { user, onSubmit, save } = renderForm();
    await fillRequired(user);
    const file = pdf(MAX_PDF_BYTES);
    await user.upload(screen.getByLabelText("PDF file"), file);
    await user.click(screen.getByLabelText(/^Requires attestation/));
    await user.type(screen.getByLabelText("Expiry date (optional)"), "2030-01-31");
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Tour Safety Waiver",
        documentType: "liability_waiver",
        version: "1.0",
        pdfFile: file,
        content: undefined,
        isActive: true,
        requiresSignature: true,
        requiresAttestation: true,
        expiresAt: "2030-01-31",
      }),
    );
  });

  it("takes the text alone", async () => {
    const { user, onSubmit, save } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText("Document text"), "Guests ride at their own risk.");
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ content: "Guests ride at their own risk.", pdfFile: undefined }),
    );
  });

  it("on edit counts the stored PDF, which stays unless another is chosen", async () => {
    const { user, onSubmit, save } = renderForm(stored);
    expect(screen.getByLabelText("Title")).toHaveValue("Partner Services Agreement");
    expect(screen.getByLabelText("Version")).toHaveValue("2.1");
    expect(screen.getByText(/partner-services-agreement\.pdf/)).toBeVisible();
    await user.clear(screen.getByLabelText("Version"));
    await user.type(screen.getByLabelText("Version"), "2.2");
    await user.click(screen.getByLabelText(/^Active/));
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ version: "2.2", isActive: false, pdfFile: undefined }),
    );
  });
});

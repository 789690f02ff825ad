import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { renderWithProviders } from "@/testing/render-with-providers";
import type { AdminAgreement, AdminLegalDocument } from "../types";
import { LegalDocumentsManager } from "./legal-documents-manager";

const SIGNED = "http://127.0.0.1:54321/storage/v1/object/sign/legal-documents/d1/terms.pdf?token=t";

const document = (overrides: Partial<AdminLegalDocument>): AdminLegalDocument => ({
  id: crypto.randomUUID(),
  title: "Partner Services Agreement",
  documentType: "contract",
  content: "Hosts keep guests safe.",
  pdfPath: "d1/terms.pdf",
  pdfFileName: "terms.pdf",
  pdfUrl: SIGNED,
  version: "2.1",
  isActive: true,
  requiresSignature: true,
  requiresAttestation: false,
  expiresAt: "2030-01-31T12:00:00.000Z",
  createdBy: null,
  createdAt: "2025-01-05T12:00:00.000Z",
  updatedAt: "2025-01-05T12:00:00.000Z",
  agreementCount: 2,
  ...overrides,
});

const DOCUMENTS = [
  document({}),
  document({
    title: "Partner Code of Conduct",
    documentType: "code_of_conduct",
    pdfPath: null,
    pdfFileName: null,
    pdfUrl: null,
    requiresSignature: false,
    requiresAttestation: true,
    isActive: false,
    expiresAt: null,
    agreementCount: 1,
  }),
];

const AGREEMENT: AdminAgreement = {
  id: "a1",
  userId: "u1",
  userName: "Maya Green",
  userEmail: "green.valley@tourpartner.test",
  documentId: "d1",
  documentTitle: "Partner Services Agreement",
  documentType: "contract",
  documentVersion: "2.1",
  agreementType: "signature",
  signedAt: "2025-02-10T12:00:00.000Z",
  ipAddress: null,
  userAgent: null,
  signatureData: "Maya Green",
  attestationText: null,
  isValid: true,
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation((url, init) => {
    if (String(url).includes("/user-agreements")) {
      return json({ items: [AGREEMENT], page: 1, pageSize: 20, total: 1 });
    }
    if (init?.method === "POST") {
      return json({ message: "The PDF must be 10MB or smaller" }, 413);
    }
    return json(DOCUMENTS);
  });
});
afterEach(() => {
  cleanup();
  toast.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderManager() {
  renderWithProviders(
    <>
      <LegalDocumentsManager />
      <AppToaster />
    </>,
  );
  return userEvent.setup({ delay: null });
}

describe("LegalDocumentsManager", () => {
  it("shows the figures and each document's card", async () => {
    renderManager();
    const card = within(await screen.findByRole("article", { name: "Partner Services Agreement" }));
    const figure = (label: string) => within(screen.getByRole("region", { name: label }));
    expect(figure("Total Documents").getByText("2")).toBeVisible();
    expect(figure("Active Documents").getByText("1")).toBeVisible();
    expect(figure("Require E-Signature").getByText("1")).toBeVisible();
    expect(figure("Total Agreements").getByText("3")).toBeVisible();

    expect(card.getByText("Active")).toBeVisible();
    expect(card.getByText(/^Version 2\.1 · /)).toBeVisible();
    expect(card.getByText("Contract")).toBeVisible();
    expect(card.getByText("2 agreements")).toBeVisible();
    expect(card.getByText("Jan 5, 2025")).toBeVisible();
    expect(card.getByText("Jan 31, 2030")).toBeVisible();
    expect(card.getByText("E-Signature Required")).toBeVisible();
    expect(card.getByText("PDF Available")).toBeVisible();
    expect(card.queryByText("Attestation Required")).not.toBeInTheDocument();

    const conduct = within(screen.getByRole("article", { name: "Partner Code of Conduct" }));
    expect(conduct.getByText("Inactive")).toBeVisible();
    expect(conduct.getByText("Attestation Required")).toBeVisible();
    expect(conduct.getByText("Never")).toBeVisible();
    expect(conduct.queryByText("PDF Available")).not.toBeInTheDocument();
  });

  it("views a document with a link that downloads its PDF", async () => {
    const user = renderManager();
    await user.click(
      await screen.findByRole("button", { name: "View Partner Services Agreement" }),
    );
    const dialog = within(screen.getByRole("dialog", { name: "Partner Services Agreement" }));
    const link = dialog.getByRole("link", { name: "Download PDF" });
    expect(link).toHaveAttribute("href", `${SIGNED}&download=terms.pdf`);
    expect(dialog.getByText("Hosts keep guests safe.")).toBeVisible();
    expect(dialog.getByText("2.1")).toBeVisible();
    expect(dialog.getByText("Required")).toBeVisible();
    expect(dialog.getByText("Not required")).toBeVisible();
  });

  it("sends the form as multipart and shows the server's 413 sentence", async () => {
    const user = renderManager();
    await user.click(await screen.findByRole("button", { name: "Create Document" }));
    const dialog = within(screen.getByRole("dialog", { name: "Create Legal Document" }));
    await user.type(dialog.getByLabelText("Title"), "House Rules");
    await user.selectOptions(dialog.getByLabelText("Document type"), "Code of Conduct");
    const file = new File(["%PDF-1.4\n%%EOF\n"], "rules.pdf", { type: "application/pdf" });
    await user.upload(dialog.getByLabelText("PDF file"), file);
    await user.click(dialog.getByRole("button", { name: "Create Document" }));

    const alert = await screen.findByText(
      "Failed to create legal document. The PDF must be 10MB or smaller",
    );
    expect(within(alert.parentElement as HTMLElement).getByText("Error")).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === "POST") ?? [];
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== "pdfFile"))).toEqual({
      title: "House Rules",
      documentType: "code_of_conduct",
      version: "1.0",
      content: "",
      isActive: "true",
      requiresSignature: "true",
      requiresAttestation: "false",
      expiresAt: "",
    });
    expect((body.get("pdfFile") as File).name).toBe("rules.pdf");
  });

  it("switches to the User Agreements tab with the keyboard", async () => {
    const user = renderManager();
    const documentsTab = screen.getByRole("tab", { name: "Legal Documents" });
    expect(documentsTab).toHaveAttribute("aria-selected", "true");
    documentsTab.focus();
    await user.keyboard("{ArrowRight}");
    const agreementsTab = screen.getByRole("tab", { name: "User Agreements" });
    expect(agreementsTab).toHaveFocus();
    expect(agreementsTab).toHaveAttribute("aria-selected", "true");
    const panel = within(screen.getByRole("tabpanel", { name: "User Agreements" }));
    expect(await panel.findByText("Maya Green")).toBeVisible();
    expect(panel.getByText("E-Signed Feb 10, 2025")).toBeVisible();
    const request = fetchMock.mock.calls.find(([url]) => String(url).includes("agreements"));
    expect(String(request?.[0])).toMatch(/\/api\/admin\/user-agreements\?pageSize=20$/);
  });
});

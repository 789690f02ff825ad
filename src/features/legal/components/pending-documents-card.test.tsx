import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { type CurrentUser, getCurrentUserQueryOptions } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/testing/render-with-providers";
import type { PendingDocument } from "../types";
import { PendingDocumentsAlert } from "./pending-documents-alert";
import { PendingDocumentsCard } from "./pending-documents-card";

const agreementDoc: PendingDocument = {
  id: "9b1f3c1e-5d7a-4f4e-9a51-1d2a3b4c5d6e",
  title: "Partner Services Agreement",
  documentType: "contract",
  content: "Partners host guests safely.",
  version: "2.1",
  requiresSignature: true,
  requiresAttestation: false,
  needsSignature: true,
  needsAttestation: false,
  expiresAt: null,
  createdAt: "2025-01-05T15:00:00.000Z",
  pdfUrl: "http://127.0.0.1:54321/storage/v1/object/sign/legal-documents/a.pdf?token=t",
};
const conductDoc: PendingDocument = {
  ...agreementDoc,
  id: "0c2e4a6b-8d0f-4a1b-9c3d-5e7f9a1b3c5d",
  title: "Partner Code of Conduct",
  documentType: "code_of_conduct",
  content: "Guides stay sober.",
  version: "1.0",
  requiresSignature: false,
  requiresAttestation: true,
  needsSignature: false,
  needsAttestation: true,
  pdfUrl: null,
};

// The API: the pending list (shrinking once signed) and POST /api/agreements.
let pending: PendingDocument[] = [];
const posted: unknown[] = [];
const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
  if (String(url).endsWith("/api/agreements")) {
    const body = JSON.parse(String(init?.body));
    posted.push(body);
    pending = pending.filter((document) => document.id !== body.documentId);
    return new Response(JSON.stringify({ id: "a1", ...body }), { status: 201 });
  }
  return new Response(JSON.stringify(pending), { status: 200 });
});

beforeEach(() => {
  pending = [agreementDoc, conductDoc];
  posted.length = 0;
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

// The signer, as GET /api/auth/user answers: a signature is this full name.
const signer = { id: "u1", firstName: "Maya", lastName: "Green" } as CurrentUser;

function renderDocuments() {
  const client = createQueryClient();
  client.setQueryData(getCurrentUserQueryOptions().queryKey, signer);
  renderWithProviders(
    <>
      <PendingDocumentsAlert />
      <PendingDocumentsCard />
      <AppToaster />
    </>,
    client,
  );
  return userEvent.setup({ delay: null });
}

describe("PendingDocumentsCard", () => {
  it("lists the documents to sign, with an alert at the top", async () => {
    renderDocuments();
    const card = await screen.findByRole("region", { name: "Documents to sign" });
    expect(within(card).getByText("Partner Services Agreement", { selector: "p" })).toBeVisible();
    expect(within(card).getByText("Partner Code of Conduct", { selector: "p" })).toBeVisible();
    expect(screen.getByText("2 documents need your signature or confirmation.")).toBeVisible();
  });

  it("signs with the signer's full name, not an empty or one-letter one, and the document leaves the list", async () => {
    const user = renderDocuments();
    await user.click(
      await screen.findByRole("button", {
        name: /^Review and sign ?Partner Services Agreement$/,
      }),
    );
    const dialog = screen.getByRole("dialog", { name: "Partner Services Agreement" });
    expect(within(dialog).getByText("Partners host guests safely.")).toBeVisible();
    const pdf = within(dialog).getByRole("link", { name: /View PDF/ });
    expect(pdf).toHaveAttribute("href", agreementDoc.pdfUrl);
    expect(pdf).toHaveAttribute("target", "_blank");

    await user.type(within(dialog).getByLabelText("Type your full name to sign"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Sign document" }));
    expect(await within(dialog).findByText("Please type your full name to sign")).toBeVisible();
    expect(posted).toEqual([]);

    // One letter, or a name not the signer's, does not sign; case and spaces aside.
    const name = within(dialog).getByLabelText("Type your full name to sign");
    await user.clear(name);
    await user.type(name, "S");
    await user.click(within(dialog).getByRole("button", { name: "Sign document" }));
    expect(
      await within(dialog).findByText("Please type your full name as on your profile: Maya Green"),
    ).toBeVisible();
    expect(posted).toEqual([]);
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining(
        "As on your profile: Maya Green. Typing your name is your electronic signature.",
      ),
    );

    await user.clear(name);
    await user.type(name, " maya  GREEN");
    await user.click(within(dialog).getByRole("button", { name: "Sign document" }));
    expect(await screen.findByText("Document signed")).toBeInTheDocument();
    expect(posted).toEqual([
      { documentId: agreementDoc.id, agreementType: "signature", signatureData: "maya  GREEN" },
    ]);
    await waitFor(() =>
      expect(screen.queryByText("Partner Services Agreement", { selector: "p" })).toBeNull(),
    );
    expect(screen.getByText("1 document needs your signature or confirmation.")).toBeVisible();
  });

  it("attests with the checkbox, and shows nothing once all are done", async () => {
    pending = [conductDoc];
    const user = renderDocuments();
    await user.click(
      await screen.findByRole("button", {
        name: /^Review and confirm ?Partner Code of Conduct$/,
      }),
    );
    const dialog = screen.getByRole("dialog", { name: "Partner Code of Conduct" });
    expect(within(dialog).queryByRole("link", { name: /View PDF/ })).toBeNull();
    expect(within(dialog).queryByLabelText("Type your full name to sign")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText("Please confirm the attestation")).toBeVisible();

    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Documents to sign" })).toBeNull(),
    );
    expect(posted).toEqual([
      {
        documentId: conductDoc.id,
        agreementType: "attestation",
        attestationText: "I have read and agree to the Partner Code of Conduct (version 1.0).",
      },
    ]);
    expect(screen.queryByText(/documents? needs? your signature/)).toBeNull();
  });
});

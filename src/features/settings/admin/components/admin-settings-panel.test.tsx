import { ADMIN_SETTINGS_MESSAGES as M } from "@shared/schemas/admin-settings";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { renderWithProviders } from "@/testing/render-with-providers";
import { AdminSettingsPanel } from "./admin-settings-panel";

const SETTINGS = {
  mailFrom: "Tour Partner Portal <notifications@tourpartner.test>",
  replyTo: "",
  supportEmail: "support@tourpartner.test",
  portalUrl: "http://127.0.0.1:5173",
  digestHour: 7,
  firstReminderHours: 24,
  secondReminderHours: 2,
  withdrawalNoticeDays: 7,
  guestDataRetentionDays: 30,
  defaultWaiverDocumentId: null as string | null,
};

const WAIVER_ID = "5d1c6a3e-7f0b-4c2a-9e4d-8b1a2c3d4e5f";
const waiver = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title,
  documentType: "liability_waiver",
  content: "Guests ride at their own risk.",
  pdfPath: null,
  pdfFileName: null,
  pdfUrl: null,
  version: "1.0",
  isActive: true,
  requiresSignature: true,
  requiresAttestation: false,
  expiresAt: null,
  createdBy: null,
  createdAt: "2025-01-05T12:00:00.000Z",
  updatedAt: "2025-01-05T12:00:00.000Z",
  agreementCount: 0,
  ...overrides,
});
// Legal Documents' list: one active waiver, and what the picker leaves out.
const DOCUMENTS = [
  waiver(WAIVER_ID, "Guest Liability Waiver"),
  waiver(crypto.randomUUID(), "Old Waiver", { isActive: false }),
  waiver(crypto.randomUUID(), "Expired Waiver", { expiresAt: "2020-01-01T00:00:00.000Z" }),
  waiver(crypto.randomUUID(), "Partner Terms", { documentType: "terms_of_service" }),
];
const answer = (settings: unknown, documents: unknown = DOCUMENTS) =>
  fetchMock.mockImplementation((input, init) =>
    String(input).includes("/legal-documents")
      ? json(documents)
      : init?.method === "PUT"
        ? json(JSON.parse(String(init.body)))
        : json(settings),
  );

// The API is the one thing not here: each test says what it answers.
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderPanel() {
  renderWithProviders(
    <>
      <AdminSettingsPanel />
      <AppToaster />
    </>,
  );
  return userEvent.setup({ delay: null });
}

describe("AdminSettingsPanel", () => {
  it("says it is loading, then shows the saved settings", async () => {
    answer(SETTINGS);
    renderPanel();
    expect(screen.getByRole("status")).toHaveTextContent("Loading settings...");
    expect(await screen.findByLabelText("Sender (From)")).toHaveValue(SETTINGS.mailFrom);
    expect(screen.getByLabelText("Guest data (days kept)")).toHaveValue(30);
  });

  it("offers the active liability waivers as the default waiver and saves the one chosen", async () => {
    answer(SETTINGS);
    const user = renderPanel();
    await screen.findByRole("option", { name: "Guest Liability Waiver (version 1.0)" });
    const picker = screen.getByRole("combobox", { name: "Default waiver" });
    expect(picker).toHaveValue("");
    expect(picker).toHaveAccessibleDescription(
      "What guests sign when an opportunity names no waiver of its own.",
    );
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No waiver", "Guest Liability Waiver (version 1.0)"]);
    await user.selectOptions(picker, "Guest Liability Waiver (version 1.0)");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByText("Settings updated successfully!", { exact: false });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      defaultWaiverDocumentId: WAIVER_ID,
    });
  });

  it("shows the saved default waiver, and says when Legal Documents has none", async () => {
    answer({ ...SETTINGS, defaultWaiverDocumentId: WAIVER_ID });
    renderPanel();
    await screen.findByRole("option", { name: "Guest Liability Waiver (version 1.0)" });
    expect(screen.getByRole("combobox", { name: "Default waiver" })).toHaveValue(WAIVER_ID);
    cleanup();
    answer(SETTINGS, []);
    renderPanel();
    await screen.findByText("No active liability waiver yet: add one in Legal Documents.");
    expect(screen.getByRole("combobox", { name: "Default waiver" })).toHaveAccessibleDescription(
      "No active liability waiver yet: add one in Legal Documents.",
    );
  });

  it("shows a load failure with a retry", async () => {
    fetchMock.mockImplementation(() => json({ message: "Admin access required" }, 403));
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent("Admin access required");
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("puts the server's refusal under its field, with the admin forms' error toast", async () => {
    fetchMock.mockImplementation((input, init) =>
      init?.method === "PUT"
        ? json({ message: M.portalUrl, fieldErrors: { portalUrl: [M.portalUrl] } }, 400)
        : String(input).includes("/legal-documents")
          ? json(DOCUMENTS)
          : json(SETTINGS),
    );
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Save settings" }));
    const portal = screen.getByLabelText("Portal URL");
    expect(await screen.findByText(M.portalUrl, { selector: "p" })).toBeVisible();
    expect(portal).toHaveAttribute("aria-invalid", "true");
    expect(portal).toHaveAccessibleDescription(`The address the mails' links open. ${M.portalUrl}`);
    const shown = (await screen.findByText("Failed to update settings.", { exact: false }))
      .parentElement as HTMLElement;
    expect(within(shown).getByText("Error")).toBeInTheDocument();
  });
});

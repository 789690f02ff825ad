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
};

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
    fetchMock.mockImplementation(() => json(SETTINGS));
    renderPanel();
    expect(screen.getByRole("status")).toHaveTextContent("Loading settings...");
    expect(await screen.findByLabelText("Sender (From)")).toHaveValue(SETTINGS.mailFrom);
    expect(screen.getByLabelText("Guest data (days kept)")).toHaveValue(30);
  });

  it("shows a load failure with a retry", async () => {
    fetchMock.mockImplementation(() => json({ message: "Admin access required" }, 403));
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent("Admin access required");
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("puts the server's refusal under its field, with the admin forms' error toast", async () => {
    fetchMock.mockImplementation((_, init) =>
      init?.method === "PUT"
        ? json({ message: M.portalUrl, fieldErrors: { portalUrl: [M.portalUrl] } }, 400)
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

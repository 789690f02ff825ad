import { screen, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import {
  bid,
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  OPPORTUNITY_ID,
  opportunity,
  PARTNER_IDS,
  renderFeature,
  requests,
  tour,
} from "@/testing/feature-test-env";
import { BidsDialog } from "./bids-dialog";

installFeatureTestEnvironment();

/** The test's moment: only Date is faked, so the dialog's timers and user events run as ever. */
function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const other = bid({
  id: "b1d00000-0000-4000-8000-000000000002",
  userId: PARTNER_IDS[1],
  amount: "415.00",
  baseAmount: "390.00",
  addOnsTotal: "25.00",
  addOns: [{ id: "refreshments", label: "Refreshments provided", price: "25.00" }],
  status: "declined",
  declineReason: "Another partner was selected for this opportunity.",
  partner: { ...bid().partner, id: PARTNER_IDS[1], firstName: "Sam", lastName: "Shore" },
});

function answer(url: string, init?: RequestInit) {
  if (init?.method === "PUT") return json(tour({ status: "completed" }));
  if (url.endsWith("/bids")) {
    return json({ opportunity: opportunity(), bids: [bid({ status: "accepted" }), other] });
  }
  if (url.endsWith("/tours")) return json([tour()]);
  return json({}, 404);
}

async function openDialog() {
  fetchMock.mockImplementation((url, init) => answer(String(url), init));
  const user = renderFeature(
    <BidsDialog opportunity={opportunity({ bidCount: 2 })} onClose={() => {}} />,
  );
  const dialog = within(
    await screen.findByRole("dialog", { name: "Bids for Sunset greenhouse tour" }),
  );
  return { user, dialog };
}

describe("BidsDialog", () => {
  it("shows the bids side by side and the tour of the accepted one", async () => {
    const { dialog } = await openDialog();
    expect(await dialog.findByRole("article", { name: "Maya Green" })).toBeVisible();
    expect(dialog.getByRole("article", { name: "Sam Shore" })).toBeVisible();
    expect(dialog.getByText("$415")).toBeVisible();
    const item = within(await dialog.findByRole("listitem", { name: "Tour with Maya Green" }));
    expect(item.getByText("Scheduled")).toBeVisible();
    expect(item.getByText("Jan 5, 2030 3:00 PM PST")).toBeVisible();
    expect(item.getByText("$570.50")).toBeVisible();
    expect(requests("GET").map((request) => request.url)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`/api/admin/opportunities/${OPPORTUNITY_ID}/bids`),
        expect.stringContaining(`/api/admin/opportunities/${OPPORTUNITY_ID}/tours`),
      ]),
    );
  });

  it("offers Complete Tour only from the tour's start, as the database does (TP204)", async () => {
    // The tour starts at 2030-01-05T23:00Z, 3:00 PM in Healdsburg.
    setNow("2030-01-05T22:59:00Z");
    const { dialog } = await openDialog();
    const item = within(await dialog.findByRole("listitem", { name: "Tour with Maya Green" }));
    expect(item.queryByRole("button", { name: "Complete Tour" })).toBeNull();
    expect(
      item.getByText("Can be completed once it starts, Jan 5, 2030 3:00 PM PST."),
    ).toBeVisible();
    expect(item.getByRole("button", { name: "Cancel Tour" })).toBeEnabled();
  });

  it("completing a tour asks the client's price, says it is not the partner's pay, then sends it with the rating", async () => {
    setNow("2030-01-05T23:00:00Z");
    const { user, dialog } = await openDialog();
    const item = within(await dialog.findByRole("listitem", { name: "Tour with Maya Green" }));
    await user.click(item.getByRole("button", { name: "Complete Tour" }));
    const complete = within(await screen.findByRole("dialog", { name: "Complete Tour" }));
    // Not pre-filled with the partner's amount: the two figures are different things.
    const price = complete.getByLabelText("Client's price");
    expect(price).toHaveValue(null);
    expect(price).toHaveAccessibleDescription(
      "What the client paid for the tour. The partner is paid the agreed amount, $570.50, whatever this says.",
    );
    expect(complete.queryByLabelText("Actual revenue")).toBeNull();
    await user.click(complete.getByRole("button", { name: "Complete Tour" }));
    expect(await complete.findByLabelText("Client's price")).toHaveAccessibleDescription(
      "What the client paid for the tour. The partner is paid the agreed amount, $570.50, whatever this says. The client's price is required to complete a tour",
    );
    expect(requests("PUT")).toEqual([]);

    await user.type(complete.getByLabelText("Client's price"), "612.25");
    await user.selectOptions(complete.getByLabelText("Rating"), "4 stars");
    await user.type(complete.getByLabelText("Feedback"), "Guests loved it.");
    // No guest was checked in: the admin confirms it before the tour is completed.
    await user.click(complete.getByRole("button", { name: "Complete Tour" }));
    const confirm = complete.getByRole("checkbox", {
      name: "Complete it anyway: no guest was checked in on this tour",
    });
    expect(confirm).toHaveAccessibleDescription("Confirm that no guest was checked in");
    expect(requests("PUT")).toEqual([]);
    await user.click(confirm);
    await user.click(complete.getByRole("button", { name: "Complete Tour" }));
    await expectToast("Success", "Tour completed.");
    const [sent] = requests("PUT");
    expect(sent?.url).toMatch(/\/api\/admin\/tours\/70a40000-0000-4000-8000-000000000001$/);
    expect(sent?.body).toEqual({
      status: "completed",
      actualRevenue: "612.25",
      rating: 4,
      feedback: "Guests loved it.",
      // The confirmation goes with it: the database refuses the completion without (TP206).
      confirmNoCheckIns: true,
    });
  });

  it("cancelling a tour sends the reason", async () => {
    const { user, dialog } = await openDialog();
    const item = within(await dialog.findByRole("listitem", { name: "Tour with Maya Green" }));
    await user.click(item.getByRole("button", { name: "Cancel Tour" }));
    const cancel = within(await screen.findByRole("dialog", { name: "Cancel Tour" }));
    await user.type(cancel.getByLabelText("Reason"), "Storm warning.");
    await user.click(cancel.getByRole("button", { name: "Cancel Tour" }));
    await expectToast("Success", "Tour cancelled.");
    expect(requests("PUT")[0]?.body).toEqual({
      status: "cancelled",
      cancellationReason: "Storm warning.",
    });
  });

  it("a reason over 1000 characters is refused under the field and nothing is sent", async () => {
    const { user, dialog } = await openDialog();
    const item = within(await dialog.findByRole("listitem", { name: "Tour with Maya Green" }));
    await user.click(item.getByRole("button", { name: "Cancel Tour" }));
    const cancel = within(await screen.findByRole("dialog", { name: "Cancel Tour" }));
    const reason = cancel.getByLabelText("Reason");
    await user.click(reason);
    await user.paste("x".repeat(1001));
    await user.click(cancel.getByRole("button", { name: "Cancel Tour" }));
    expect(reason).toHaveAccessibleDescription("The reason can be at most 1000 characters");
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(requests("PUT")).toEqual([]);
  });
});

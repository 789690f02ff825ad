import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render-with-providers";
import { WithdrawalRequests } from "./withdrawal-requests";

const REQUEST = {
  id: "3f0e7a52-6a1d-4d6e-9b7c-1c2d3e4f5a6b",
  tourId: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  partnerId: "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  reason: "Our van broke down",
  late: true,
  status: "pending",
  requestedAt: "2026-07-01T17:00:00.000Z",
  decidedAt: null,
  tourTitle: "Vineyard Walk",
  startsAt: "2026-07-03T17:00:00.000Z",
  timeZone: "America/Los_Angeles",
  partnerName: "Green Valley Farms",
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation((_input, init) =>
    init?.method === "POST" ? json({ ...REQUEST, status: "refused" }) : json([REQUEST]),
  );
});
afterEach(() => {
  cleanup();
  toast.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const decisions = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));

describe("WithdrawalRequests", () => {
  it("sends the admin's note with the answer, for the partner to read", async () => {
    renderWithProviders(<WithdrawalRequests />);
    const user = userEvent.setup({ delay: null });
    await user.type(
      await screen.findByLabelText("Note to the partner (optional)"),
      "Please tell us earlier next time.",
    );
    await user.click(
      screen.getByRole("button", {
        name: "Refuse Green Valley Farms's withdrawal from Vineyard Walk",
      }),
    );
    await vi.waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]).toEqual({
      url: expect.stringContaining(`/api/admin/tours/withdrawals/${REQUEST.id}/decision`),
      body: { approve: false, note: "Please tell us earlier next time." },
    });
  });

  it("sends no note when none is written", async () => {
    renderWithProviders(<WithdrawalRequests />);
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole("button", {
        name: "Approve Green Valley Farms's withdrawal from Vineyard Walk",
      }),
    );
    await vi.waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]?.body).toEqual({ approve: true });
  });
});

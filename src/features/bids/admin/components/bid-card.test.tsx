import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  bid,
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  renderFeature,
  requests,
} from "@/testing/feature-test-env";
import { BidCard } from "./bid-card";

installFeatureTestEnvironment();

const card = () => within(screen.getByRole("article", { name: "Maya Green" }));

describe("BidCard", () => {
  it("shows the partner, the total and its breakdown into base and add-ons", () => {
    renderFeature(<BidCard bid={bid()} />);
    expect(card().getByText("Green Valley Farms")).toBeVisible();
    expect(card().getByText("Verified by an admin")).toBeVisible();
    expect(card().getByText("Pending")).toBeVisible();
    expect(card().getByText("4.5 ★ from 4 reviews")).toBeVisible();
    expect(card().getByText("12")).toBeVisible();
    expect(card().getByText("$5,400")).toBeVisible();
    expect(card().getByText("$570.50")).toBeVisible();
    const breakdown = within(card().getByRole("list", { name: "Breakdown of Maya Green's bid" }));
    expect(breakdown.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Base amount$420.50",
      "Transportation included+$50",
      "Professional photos+$100",
    ]);
    expect(card().getByText("Twelve years of guiding.")).toBeVisible();
    for (const action of ["Shortlist", "Accept", "Decline"]) {
      expect(card().getByRole("button", { name: action })).toBeEnabled();
    }
  });

  it("a bid whose partner no longer meets the licence rule says why and cannot be accepted", () => {
    const reason =
      "This tour requires an approved, unexpired CA cannabis licence: the partner's licence was rejected (Unreadable scan).";
    renderFeature(<BidCard bid={bid({ licenceShortfall: reason })} />);
    expect(card().getByText(reason)).toBeVisible();
    expect(card().getByRole("button", { name: "Accept" })).toBeDisabled();
    expect(card().getByRole("button", { name: "Decline" })).toBeEnabled();
  });

  it("a decided bid offers no actions and shows why it was declined", () => {
    renderFeature(
      <BidCard
        bid={bid({
          status: "declined",
          declineReason: "Another partner was selected for this opportunity.",
        })}
      />,
    );
    expect(card().getByText("Declined")).toBeVisible();
    expect(
      card().getByText("Declined: Another partner was selected for this opportunity."),
    ).toBeVisible();
    expect(card().queryByRole("button")).not.toBeInTheDocument();
  });

  it("declining asks for a reason first, then sends it", async () => {
    fetchMock.mockImplementation(() => json(bid({ status: "declined" })));
    const user = renderFeature(<BidCard bid={bid()} />);
    await user.click(card().getByRole("button", { name: "Decline" }));
    await user.click(card().getByRole("button", { name: "Decline Bid" }));
    expect(card().getByLabelText("Reason for declining")).toHaveAccessibleDescription(
      "Please give a reason for declining this bid",
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(card().getByLabelText("Reason for declining"), "The group needs a processor.");
    await user.click(card().getByRole("button", { name: "Decline Bid" }));
    await expectToast("Success", "Bid declined.");
    const [sent] = requests("PUT");
    expect(sent?.url).toMatch(/\/api\/admin\/bids\/b1d00000-0000-4000-8000-000000000001$/);
    expect(sent?.body).toEqual({
      status: "declined",
      declineReason: "The group needs a processor.",
    });
  });

  it("shows the server's sentence when the decision conflicts", async () => {
    const sentence = "This opportunity already has the partners it needs.";
    fetchMock.mockImplementation(() => json({ message: sentence }, 409));
    const user = renderFeature(<BidCard bid={bid({ status: "shortlisted" })} />);
    expect(card().queryByRole("button", { name: "Shortlist" })).not.toBeInTheDocument();
    await user.click(card().getByRole("button", { name: "Accept" }));
    await user.click(screen.getByRole("button", { name: "Accept Bid" }));
    expect(await card().findByRole("alert")).toHaveTextContent(sentence);
    // The same sentence in the toast, titled Error.
    const toastText = screen
      .getAllByText(sentence)
      .find((node) => !card().queryByText(sentence)?.isSameNode(node));
    expect(within(toastText?.parentElement as HTMLElement).getByText("Error")).toBeInTheDocument();
    expect(requests("PUT")[0]?.body).toEqual({ status: "accepted" });
  });

  it("asks before accepting, naming how many other bids it declines", async () => {
    fetchMock.mockImplementation(() => json(bid({ status: "accepted" })));
    const user = renderFeature(<BidCard bid={bid()} othersDeclined={3} />);
    await user.click(card().getByRole("button", { name: "Accept" }));
    const dialog = screen.getByRole("dialog", { name: "Accept this bid?" });
    expect(dialog).toHaveAccessibleDescription(
      "Accepting Maya Green's bid of $570.50 schedules the tour. It declines the 3 other bids; those partners are told.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(card().getByRole("button", { name: "Accept" }));
    await user.click(screen.getByRole("button", { name: "Accept Bid" }));
    await expectToast("Success", "Bid accepted. The tour is scheduled.");
    expect(requests("PUT")[0]?.body).toEqual({ status: "accepted" });
  });
});

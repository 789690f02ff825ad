import type { BidStatus } from "@shared/contracts/api";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeOpportunity } from "@/testing/opportunity-fixtures";
import { OpportunityCard } from "./opportunity-card";

afterEach(cleanup);

const bid = (status: BidStatus) => ({ id: "bid-1", status, amount: "225.00" });

describe("OpportunityCard", () => {
  it("shows the opportunity's details and opens the bid with it", async () => {
    const onBid = vi.fn();
    const opportunity = makeOpportunity({ priority: "high", tourType: "dispensary" });
    render(<OpportunityCard opportunity={opportunity} onBid={onBid} />);

    const card = screen.getByRole("article", { name: "Harvest Season Farm Tour" });
    expect(within(card).getByText("High Priority")).toBeVisible();
    expect(within(card).getByText("Healdsburg, CA · Dispensary")).toBeVisible();
    expect(within(card).getByText(opportunity.description as string)).toHaveClass("line-clamp-2");
    // On Healdsburg's clock (23:00 UTC), whatever the zone the test runs in.
    expect(within(card).getByText("Jan 5, 2030 · 3:00 PM PST")).toBeVisible();
    expect(within(card).getByText("8 guests")).toBeVisible();
    expect(within(card).getByText("3 hours")).toBeVisible();
    const requirements = within(card).getByRole("list", { name: "Requirements" });
    expect(
      within(requirements)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Cannabis license required", "Insurance coverage"]);
    expect(within(card).getByText("$150")).toBeVisible();

    await userEvent.click(within(card).getByRole("button", { name: "Submit Bid" }));
    expect(onBid).toHaveBeenCalledWith(opportunity);
  });

  it.each(["pending", "shortlisted", "accepted"] as const)(
    "reads Bid submitted, disabled, with a %s bid",
    (status) => {
      render(
        <OpportunityCard opportunity={makeOpportunity({ myBid: bid(status) })} onBid={vi.fn()} />,
      );
      const button = screen.getByRole("button", { name: "Bid submitted" });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(`Your bid: ${status} · $225`);
      expect(screen.queryByRole("button", { name: "Submit Bid" })).toBeNull();
    },
  );

  it.each(["declined", "withdrawn"] as const)(
    "lets the partner bid again after a %s bid",
    (status) => {
      render(
        <OpportunityCard opportunity={makeOpportunity({ myBid: bid(status) })} onBid={vi.fn()} />,
      );
      expect(screen.getByRole("button", { name: "Submit Bid" })).toBeEnabled();
      expect(screen.queryByRole("button", { name: "Bid submitted" })).toBeNull();
    },
  );

  it("keeps Submit Bid disabled on a tour that has all the bids it takes, and says why", async () => {
    const onBid = vi.fn();
    render(
      <OpportunityCard opportunity={makeOpportunity({ maxBidsReached: true })} onBid={onBid} />,
    );
    const button = screen.getByRole("button", { name: "Submit Bid" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Harvest Season Farm Tour This opportunity has reached its maximum number of bids.",
    );
    await userEvent.click(button);
    expect(onBid).not.toHaveBeenCalled();
  });

  it("shows the partner's own bid on a tour that its bid helped fill", () => {
    render(
      <OpportunityCard
        opportunity={makeOpportunity({ maxBidsReached: true, myBid: bid("pending") })}
        onBid={vi.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: "Bid submitted" })).toBeDisabled();
    expect(screen.queryByText(/maximum number of bids/)).toBeNull();
  });

  it("says hour for a one-hour tour and leaves out what is not there", () => {
    render(
      <OpportunityCard
        opportunity={makeOpportunity({ duration: 1, description: null, requirements: [] })}
        onBid={vi.fn()}
      />,
    );
    expect(screen.getByText("1 hour")).toBeVisible();
    expect(screen.queryByRole("list", { name: "Requirements" })).toBeNull();
  });

  it("says a tour needs a licence the partner lacks, and keeps its bid button disabled with the reason", () => {
    const onBid = vi.fn();
    render(
      <OpportunityCard
        opportunity={makeOpportunity({
          licenceRequirement: { state: "CA", held: false, pending: false },
        })}
        onBid={onBid}
      />,
    );
    expect(screen.getByText("Requires an approved CA cannabis licence")).toBeVisible();
    const button = screen.getByRole("button", { name: "Submit Bid" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      /Requires an approved CA cannabis licence.*Add your CA licence on your Profile/,
    );
  });

  it("lets a partner with a current licence bid on a licensed tour", async () => {
    const onBid = vi.fn();
    render(
      <OpportunityCard
        opportunity={makeOpportunity({
          licenceRequirement: { state: "CA", held: true, pending: false },
        })}
        onBid={onBid}
      />,
    );
    expect(
      screen.getByText("Requires an approved CA cannabis licence · you hold one"),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Submit Bid" }));
    expect(onBid).toHaveBeenCalled();
  });

  it("says a licence sent for review is pending, not missing", () => {
    render(
      <OpportunityCard
        opportunity={makeOpportunity({
          licenceRequirement: { state: "CA", held: false, pending: true },
        })}
        onBid={vi.fn()}
      />,
    );
    const button = screen.getByRole("button", { name: "Submit Bid" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      /Your CA licence is pending review; you can bid once an admin approves it\.$/,
    );
    expect(screen.queryByText(/Add your CA licence/)).toBeNull();
  });

  it("shows the response deadline on the tour's clock, its zone named", () => {
    render(
      <OpportunityCard
        opportunity={makeOpportunity({ responseDeadline: "2030-01-04T01:00:00.000Z" })}
        onBid={vi.fn()}
      />,
    );
    const deadline = screen
      .getAllByRole("definition")
      .find((item) => item.textContent === "Bids close Jan 3, 2030 · 5:00 PM PST");
    expect(deadline).toBeVisible();
  });
});

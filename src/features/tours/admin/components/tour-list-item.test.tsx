import type { AdminTourListItem } from "@shared/contracts/api";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { TourListItem } from "./tour-list-item";

afterEach(cleanup);

const completed: AdminTourListItem = {
  id: "70a40000-0000-4000-8000-000000000001",
  opportunityId: "0a000000-0000-4000-8000-000000000001",
  title: "Harvest walk",
  location: "Healdsburg, CA",
  partnerId: "0b000000-0000-4000-8000-000000000001",
  partnerEmail: "ann@example.com",
  partnerFirstName: "Ann",
  partnerLastName: "Lee",
  partnerBusinessName: null,
  bidId: "0c000000-0000-4000-8000-000000000001",
  status: "completed",
  scheduledFor: "2030-01-05T23:00:00Z",
  timeZone: "America/Los_Angeles",
  agreedAmount: "600.00",
  actualRevenue: "610.00",
  rating: 5,
  feedback: null,
  completedAt: "2030-01-06T02:00:00Z",
  cancelledAt: null,
  cancellationReason: null,
  opportunityStatus: "completed",
  updatedAt: "2030-01-06T02:00:00Z",
  attendance: null,
};

function renderItem(tour: AdminTourListItem) {
  render(
    <MemoryRouter>
      <ul>
        <TourListItem tour={tour} onComplete={() => {}} onCancel={() => {}} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole("listitem");
}

describe("TourListItem", () => {
  it("names each figure: the partner's agreed amount (as Payouts owes it) and the client's price", () => {
    expect(renderItem(completed)).toHaveTextContent(
      "Ann Lee · Healdsburg, CA · Agreed amount $600 · Client's price $610",
    );
  });

  it("a scheduled tour has only its agreed amount", () => {
    const scheduled = { ...completed, status: "scheduled", actualRevenue: null, completedAt: null };
    expect(renderItem(scheduled)).toHaveTextContent(
      "Ann Lee · Healdsburg, CA · Agreed amount $600",
    );
    expect(screen.queryByText(/Client's price/)).toBeNull();
  });
});

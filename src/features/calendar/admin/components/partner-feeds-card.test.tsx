import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PartnerFeedStatus } from "../types";
import { PartnerFeedsTable } from "./partner-feeds-card";

afterEach(cleanup);

const base: PartnerFeedStatus = {
  partnerId: "1",
  email: "maya@example.com",
  firstName: "Maya",
  lastName: "Green",
  businessName: "Green Valley Farms",
  isActive: true,
  hasFeed: true,
  feedCreatedAt: "2025-01-05T15:00:00.000Z",
  lastFetchedAt: null,
  upcomingTours: 3,
};

describe("PartnerFeedsTable", () => {
  it("shows each partner's feed status and upcoming tours", () => {
    render(
      <PartnerFeedsTable
        partners={[
          base,
          {
            ...base,
            partnerId: "2",
            email: "owen@example.com",
            firstName: "Owen",
            lastName: "Miller",
            businessName: null,
            isActive: false,
            hasFeed: false,
            feedCreatedAt: null,
            upcomingTours: 1,
          },
        ]}
      />,
    );
    const maya = screen.getByRole("row", { name: /Green Valley Farms/ });
    expect(within(maya).getByText("Subscribed")).toBeVisible();
    expect(maya).toHaveTextContent("since Jan 5, 2025");
    expect(maya).toHaveTextContent("Maya Green · maya@example.com");
    expect(within(maya).getAllByRole("cell").at(-1)).toHaveTextContent("3");

    const owen = screen.getByRole("row", { name: /Owen Miller/ });
    expect(within(owen).getByText("No feed")).toBeVisible();
    expect(within(owen).getByText("Inactive")).toBeVisible();
    expect(owen).toHaveTextContent("1 upcoming tour");
  });

  it("says so when there are no partners", () => {
    render(<PartnerFeedsTable partners={[]} />);
    expect(screen.getByText("No partners yet.")).toBeVisible();
  });

  it("says so when a search finds no partner", () => {
    render(<PartnerFeedsTable partners={[]} searching />);
    expect(screen.getByText("No partners match your search.")).toBeVisible();
  });
});

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { profile } from "./profile-fixtures";
import { ProfileSummary, ratingToOneDecimal } from "./profile-summary";

afterEach(cleanup);

const figure = (term: string) => screen.getByText(term).nextElementSibling;

describe("ProfileSummary", () => {
  it("shows name, e-mail, tours, revenue, rating to one decimal and verification", () => {
    render(<ProfileSummary profile={profile} />);
    expect(screen.getByText("Maya Green")).toBeVisible();
    expect(screen.getByText("maya@greenvalley.test")).toBeVisible();
    expect(figure("Tours Completed")).toHaveTextContent("12");
    expect(figure("Total Revenue")).toHaveTextContent("$5,250.50");
    expect(figure("Rating")).toHaveTextContent("4.7 / 5");
    expect(figure("Verification")).toHaveTextContent("Verified by an admin");
  });

  it("says a current licence verifies the partner, before the admin's flag", () => {
    render(<ProfileSummary profile={{ ...profile, licensedStates: ["CA"] }} />);
    expect(figure("Verification")).toHaveTextContent("Verified: licensed in CA");
  });

  it("says No ratings yet and Pending for a new partner", () => {
    render(
      <ProfileSummary
        profile={{
          ...profile,
          rating: null,
          isVerified: false,
          totalTours: 0,
          totalRevenue: "0.00",
        }}
      />,
    );
    expect(figure("Rating")).toHaveTextContent("No ratings yet");
    expect(figure("Verification")).toHaveTextContent("Pending");
    expect(figure("Total Revenue")).toHaveTextContent("$0");
  });

  it.each([
    ["4.25", "4.3"],
    ["4.35", "4.4"],
    ["5.00", "5.0"],
    ["0.00", null],
    [null, null],
  ])("rounds rating %s to %s", (rating, shown) => {
    expect(ratingToOneDecimal(rating)).toBe(shown);
  });
});

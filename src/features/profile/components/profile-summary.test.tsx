import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { profile } from "./profile-fixtures";
import { ProfileSummary } from "./profile-summary";

afterEach(cleanup);

const figure = (term: string) => screen.getByText(term).nextElementSibling;

describe("ProfileSummary", () => {
  it("shows name, e-mail, tours, revenue, rating to one decimal and verification", () => {
    render(<ProfileSummary profile={profile} />);
    expect(screen.getByText("Maya Green")).toBeVisible();
    expect(screen.getByText("maya@greenvalley.test")).toBeVisible();
    expect(figure("Tours Completed")).toHaveTextContent("12");
    expect(figure("Total Revenue")).toHaveTextContent("$5,250.50");
    expect(figure("Rating")).toHaveTextContent("4.7 ★ from 9 reviews");
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

  it("says the rating with the reviews it is the mean of", () => {
    render(<ProfileSummary profile={{ ...profile, rating: "4.67", reviewCount: 3 }} />);
    expect(figure("Rating")).toHaveTextContent("4.7 ★ from 3 reviews");
  });
});

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ThisMonthCard } from "./this-month-card";
import { tourAt } from "./tour-fixtures";

afterEach(cleanup);

const january2025 = new Date(2025, 0, 1);

function figure(term: string) {
  return screen.getByText(term).nextElementSibling;
}

describe("ThisMonthCard", () => {
  it("shows the month's scheduled tours, what they pay summed, and the busiest day", () => {
    render(
      <ThisMonthCard
        month={january2025}
        today={new Date(2025, 0, 15)}
        tours={[
          tourAt("2025-01-09T10:00", { baseRate: "1000.00", agreedAmount: "1200.10" }),
          tourAt("2025-01-21T09:00", { baseRate: "0.20", agreedAmount: null, title: "A" }),
          tourAt("2025-01-21T15:00", { baseRate: "50.00", agreedAmount: "99.70", title: "B" }),
          tourAt("2025-03-01T10:00", { baseRate: "400.00" }),
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "This Month" })).toBeVisible();
    expect(figure("Scheduled tours")).toHaveTextContent("3");
    expect(figure("Expected revenue")).toHaveTextContent("$1,300");
    expect(figure("Busiest Day")).toHaveTextContent("Jan 21, 2025 (2 tours)");
  });

  it("is the Selected Month's card when the grid shows another month", () => {
    render(<ThisMonthCard month={january2025} today={new Date(2024, 11, 20)} tours={[]} />);
    expect(screen.getByRole("heading", { name: "Selected Month" })).toBeVisible();
  });

  it("says None when the month has no tours", () => {
    render(<ThisMonthCard month={january2025} tours={[tourAt("2025-02-10T10:00")]} />);
    expect(figure("Scheduled tours")).toHaveTextContent("0");
    expect(figure("Expected revenue")).toHaveTextContent("$0");
    expect(figure("Busiest Day")).toHaveTextContent("None");
  });
});

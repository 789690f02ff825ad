import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { DayTours } from "./day-tours";
import { tourAt } from "./tour-fixtures";

afterEach(cleanup);

const show = (tours: Parameters<typeof DayTours>[0]["tours"]) =>
  render(
    <MemoryRouter>
      <DayTours day="2025-01-15" tours={tours} />
    </MemoryRouter>,
  );

describe("DayTours", () => {
  it("names the team's guide who leads a tour, and nothing for a tour without one", () => {
    show([
      tourAt("2025-01-15T10:00", {
        title: "Led Walk",
        guide: { userId: "guide-1", name: "Gus Guide" },
      }),
      tourAt("2025-01-15T15:00", { title: "Open Walk" }),
    ]);
    const [led, open] = screen.getAllByRole("listitem");
    expect(within(led as HTMLElement).getByText("Guide: Gus Guide")).toBeVisible();
    expect(open).not.toHaveTextContent("Guide:");
  });
});

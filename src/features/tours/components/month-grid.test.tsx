import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MonthGrid } from "./month-grid";
import { tourAt } from "./tour-fixtures";

afterEach(cleanup);

const january2025 = new Date(2025, 0, 1);
const today = new Date(2025, 0, 8, 12);

function renderGrid(props: Partial<Parameters<typeof MonthGrid>[0]> = {}) {
  const onSelectDay = vi.fn();
  render(
    <>
      <h2 id="month">January 2025</h2>
      <MonthGrid
        month={january2025}
        tours={[]}
        today={today}
        selectedDay={null}
        onSelectDay={onSelectDay}
        labelledBy="month"
        {...props}
      />
    </>,
  );
  return { onSelectDay, table: screen.getByRole("table", { name: "January 2025" }) };
}

const day = (name: RegExp) => screen.getByRole("button", { name });

describe("MonthGrid", () => {
  it("is a Sunday-first table of the month's days", () => {
    const { table } = renderGrid();
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.getAttribute("abbr"))).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(within(table).getAllByRole("button")).toHaveLength(31);
    // Jan 1, 2025 is a Wednesday: the first row starts with three days of December.
    const firstRow = within(table).getAllByRole("row")[1] as HTMLElement;
    const cells = within(firstRow).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("December 29, another month");
    expect(within(cells[3] as HTMLElement).getByRole("button")).toHaveAccessibleName(
      "Wednesday, January 1",
    );
    expect(day(/^Friday, January 31/)).toBeInTheDocument();
  });

  it("marks today", () => {
    renderGrid();
    const todayButton = day(/^Wednesday, January 8, today/);
    expect(todayButton).toHaveAttribute("aria-current", "date");
    expect(day(/^Thursday, January 9/)).not.toHaveAttribute("aria-current");
  });

  it("places each tour in its day with its time", () => {
    renderGrid({
      tours: [
        tourAt("2025-01-15T15:00", { title: "Sungrown Farm Walk" }),
        tourAt("2025-01-15T10:30", { title: "Morning Trim" }),
        tourAt("2025-01-20T09:00", { title: "Lab Visit" }),
        tourAt("2025-02-02T09:00", { title: "Next Month" }),
      ],
    });
    const fifteenth = day(/^Wednesday, January 15, 2 tours/);
    expect(within(fifteenth).getByText("Sungrown Farm Walk")).toBeInTheDocument();
    expect(within(fifteenth).getByText("3:00 PM PST")).toBeInTheDocument();
    expect(within(fifteenth).getByText("Morning Trim")).toBeInTheDocument();
    expect(within(day(/^Monday, January 20, 1 tour/)).getByText("Lab Visit")).toBeInTheDocument();
    expect(within(day(/^Thursday, January 16/)).queryByText(/Farm|Trim|Lab/)).toBeNull();
    expect(screen.queryByText("Next Month")).toBeNull();
  });

  it("chooses a day on click and moves between days with the arrow keys", async () => {
    const user = userEvent.setup();
    const { onSelectDay } = renderGrid({ selectedDay: "2025-01-15" });
    const fifteenth = day(/^Wednesday, January 15/);
    expect(fifteenth).toHaveAttribute("aria-pressed", "true");
    // One tab stop for the grid: the chosen day.
    expect(fifteenth).toHaveAttribute("tabindex", "0");
    expect(day(/^Wednesday, January 8/)).toHaveAttribute("tabindex", "-1");

    await user.click(day(/^Friday, January 3$/));
    expect(onSelectDay).toHaveBeenLastCalledWith("2025-01-03");

    fifteenth.focus();
    await user.keyboard("{ArrowDown}");
    expect(onSelectDay).toHaveBeenLastCalledWith("2025-01-22");
    expect(day(/^Wednesday, January 22/)).toHaveFocus();
  });

  it("gives a cancelled tour a dot of its own, which the day's name and a legend say", () => {
    renderGrid({
      tours: [
        tourAt("2025-01-15T15:00", { title: "Kept" }),
        tourAt("2025-01-16T10:00", { title: "Called off", status: "cancelled" }),
        tourAt("2025-01-20T09:00", { title: "One on", status: "scheduled" }),
        tourAt("2025-01-20T13:00", { title: "One off", status: "cancelled" }),
      ],
    });
    const dots = (button: HTMLElement) =>
      [...button.querySelectorAll("[data-dot]")].map((dot) => dot.getAttribute("data-dot"));
    // The chips' text follows in jsdom, which hides nothing at a phone's width.
    expect(day(/^Wednesday, January 15/)).toHaveAccessibleName(
      /^Wednesday, January 15, 1 tour Kept/,
    );
    expect(dots(day(/^Wednesday, January 15/))).toEqual(["scheduled"]);
    expect(day(/^Thursday, January 16/)).toHaveAccessibleName(
      /^Thursday, January 16, 1 tour, cancelled Called off/,
    );
    expect(dots(day(/^Thursday, January 16/))).toEqual(["cancelled"]);
    expect(day(/^Monday, January 20/)).toHaveAccessibleName(
      /^Monday, January 20, 2 tours, 1 cancelled One/,
    );
    expect(dots(day(/^Monday, January 20/))).toEqual(["scheduled", "cancelled"]);
    const scheduledDot = day(/^Wednesday, January 15/).querySelector("[data-dot]");
    const cancelledDot = day(/^Thursday, January 16/).querySelector("[data-dot]");
    expect(cancelledDot?.className).not.toBe(scheduledDot?.className);
    const legend = screen.getByRole("list", { name: "What the dots mean" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Scheduled", "Completed", "Cancelled"]);
  });
});

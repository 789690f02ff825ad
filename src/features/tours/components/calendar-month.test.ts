import { describe, expect, it } from "vitest";
import { dayKey, monthSummary, monthWeeks, toursByDay } from "./calendar-month";
import { tourAt } from "./tour-fixtures";

const january2025 = new Date(2025, 0, 1);

describe("monthWeeks", () => {
  it("covers the month in Sunday-first weeks padded with neighbouring days", () => {
    const weeks = monthWeeks(january2025);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.every((week) => week[0]?.getDay() === 0)).toBe(true);
    // Jan 1, 2025 is a Wednesday: Sunday Dec 29 opens the first week.
    expect(dayKey(weeks[0]?.[0] as Date)).toBe("2024-12-29");
    expect(dayKey(weeks[0]?.[3] as Date)).toBe("2025-01-01");
    expect(dayKey(weeks[4]?.[6] as Date)).toBe("2025-02-01");
  });

  it("gives six weeks to a month that needs them", () => {
    // March 2025 starts on a Saturday and has 31 days.
    expect(monthWeeks(new Date(2025, 2, 1))).toHaveLength(6);
  });
});

describe("toursByDay", () => {
  it("groups tours by local day, in time order", () => {
    const late = tourAt("2025-01-15T16:00", { title: "Late" });
    const early = tourAt("2025-01-15T09:00", { title: "Early" });
    const days = toursByDay([late, early, tourAt("2025-01-20T10:00")]);
    expect(days.get("2025-01-15")?.map((tour) => tour.title)).toEqual(["Early", "Late"]);
    expect(days.get("2025-01-20")).toHaveLength(1);
  });
});

describe("monthSummary", () => {
  it("counts the month's scheduled tours, sums what they pay in cents, finds the busiest day", () => {
    const tours = [
      tourAt("2025-01-10T10:00", { baseRate: "90.00", agreedAmount: "100.10" }),
      // No bid was accepted: the base rate is what the tour pays.
      tourAt("2025-01-20T09:00", { baseRate: "0.20", agreedAmount: null, title: "A" }),
      tourAt("2025-01-20T14:00", { baseRate: "100.00", agreedAmount: "250.00", title: "B" }),
      tourAt("2025-01-22T14:00", { baseRate: "999.00", status: "cancelled" }),
      tourAt("2025-02-01T10:00", { baseRate: "500.00" }),
    ];
    const summary = monthSummary(tours, january2025);
    expect(summary.count).toBe(3);
    // 100.10 + 0.20 + 250.00, exact in cents (0.1 + 0.2 would not be in floats).
    expect(summary.revenueCents).toBe(35030);
    expect(summary.busiestDay?.tours).toBe(2);
    expect(dayKey(summary.busiestDay?.date as Date)).toBe("2025-01-20");
  });

  it("takes the earliest day when days tie", () => {
    const summary = monthSummary(
      [tourAt("2025-01-12T10:00"), tourAt("2025-01-05T10:00")],
      january2025,
    );
    expect(dayKey(summary.busiestDay?.date as Date)).toBe("2025-01-05");
  });

  it("has no busiest day and nothing to earn in a month without tours", () => {
    expect(monthSummary([tourAt("2025-02-03T10:00")], january2025)).toEqual({
      count: 0,
      revenueCents: 0,
      busiestDay: null,
    });
  });
});

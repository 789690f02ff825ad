import { describe, expect, it } from "vitest";
import { nextTour, splitDays } from "./today-tours";
import { tourDetailsAt } from "./tour-detail-fixtures";

const now = new Date(2025, 0, 15, 12, 0);
const morning = tourDetailsAt("2025-01-15T08:00", { id: "morning", duration: 2 });
const afternoon = tourDetailsAt("2025-01-15T15:00", { id: "afternoon" });
const tomorrow = tourDetailsAt("2025-01-16T09:00", { id: "tomorrow" });
const nextWeek = tourDetailsAt("2025-01-22T09:00", { id: "next-week" });

describe("splitDays", () => {
  it("puts each tour on its local day, in time order", () => {
    const days = splitDays([nextWeek, tomorrow, afternoon, morning], now);
    expect(days.today.map((tour) => tour.id)).toEqual(["morning", "afternoon"]);
    expect(days.tomorrow.map((tour) => tour.id)).toEqual(["tomorrow"]);
    expect(days.later.map((tour) => tour.id)).toEqual(["next-week"]);
  });
});

describe("nextTour", () => {
  it("leads with today's first tour not yet over", () => {
    expect(nextTour([morning, afternoon, tomorrow], now)).toEqual({
      tour: afternoon,
      isToday: true,
    });
  });

  it("a tour under way counts as today's", () => {
    const during = new Date(2025, 0, 15, 9, 0);
    expect(nextTour([morning, afternoon], during).tour?.id).toBe("morning");
  });

  it("with nothing left today, the next one after, not as today's", () => {
    expect(nextTour([morning, nextWeek], now)).toEqual({ tour: nextWeek, isToday: false });
    expect(nextTour([], now)).toEqual({ tour: null, isToday: false });
  });
});

import { describe, expect, test } from "vitest";
import { reliabilitySummary } from "./reliability";

describe("reliabilitySummary", () => {
  test("names the three figures, one no-show in the singular", () => {
    expect(reliabilitySummary({ toursCompleted: 12, withdrawnLate: 1, noShows: 0 })).toBe(
      "12 completed · 1 withdrawn late · 0 no-shows",
    );
    expect(reliabilitySummary({ toursCompleted: 3, withdrawnLate: 0, noShows: 1 })).toBe(
      "3 completed · 0 withdrawn late · 1 no-show",
    );
  });
});

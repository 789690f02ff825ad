import { describe, expect, it } from "vitest";
import { monthLabel } from "./month-label";

describe("monthLabel", () => {
  it("names the UTC calendar month, whatever the viewer's time zone", () => {
    expect(monthLabel("2026-11")).toBe("November 2026");
    expect(monthLabel("2027-01")).toBe("January 2027");
  });
});

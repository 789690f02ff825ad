import { describe, expect, it } from "vitest";
import { monthName } from "./months";

describe("monthName", () => {
  it("names the UTC calendar month, whatever the viewer's time zone", () => {
    expect(monthName("2026-11")).toBe("November 2026");
    expect(monthName("2027-01")).toBe("January 2027");
  });
});

import { describe, expect, it } from "vitest";
import { digestTimeText } from "./email.ts";

describe("digestTimeText", () => {
  it("names the hour on the clock it keeps and that clock's zone", () => {
    const winter = new Date("2026-12-01T12:00:00Z");
    expect(digestTimeText({ hour: 7, timeZone: "America/Los_Angeles" }, winter)).toBe(
      "7:00 AM Pacific Time",
    );
    expect(digestTimeText({ hour: 7, timeZone: "America/Chicago" }, winter)).toBe(
      "7:00 AM Central Time",
    );
    expect(digestTimeText({ hour: 0, timeZone: "UTC" }, winter)).toBe("12:00 AM UTC");
    expect(digestTimeText({ hour: 12, timeZone: "UTC" }, winter)).toBe("12:00 PM UTC");
    expect(digestTimeText({ hour: 18, timeZone: "America/New_York" }, winter)).toBe(
      "6:00 PM Eastern Time",
    );
  });
});

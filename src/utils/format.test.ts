import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCount, formatDate, formatDateTime, formatMoney, formatTime } from "./format";

describe("formatDate and formatTime", () => {
  // The viewer's zone is the process's (TZ), as a browser's is its own.
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("writes dates like Jan 5, 2025 and times like 3:00 PM UTC, naming the viewer's zone", () => {
    vi.stubEnv("TZ", "UTC");
    const local = new Date(2025, 0, 5, 15, 0);
    expect(formatDate(local)).toBe("Jan 5, 2025");
    expect(formatTime(local)).toBe("3:00 PM UTC");
    expect(formatDateTime(local)).toBe("Jan 5, 2025 3:00 PM UTC");
  });

  it("reads ISO strings in the viewer's zone, and says which (a chat or a log in Chicago)", () => {
    vi.stubEnv("TZ", "America/Chicago");
    expect(formatTime("2025-01-05T21:00:00Z")).toBe("3:00 PM CST");
    expect(formatDateTime("2025-07-05T20:00:00.000Z")).toBe("Jul 5, 2025 3:00 PM CDT");
  });

  it("writes nothing for a value that is not a date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatMoney", () => {
  it("groups thousands and keeps cents only when there are some", () => {
    expect(formatMoney("1250.50")).toBe("$1,250.50");
    expect(formatMoney("400.00")).toBe("$400");
    expect(formatMoney(75)).toBe("$75");
  });

  it("does not drift as float arithmetic would", () => {
    expect(formatMoney("0.30")).toBe("$0.30");
    expect(formatMoney("1234567.89")).toBe("$1,234,567.89");
  });

  it("shows $0 for nothing and for what is not money", () => {
    expect(formatMoney(null)).toBe("$0");
    expect(formatMoney("abc")).toBe("$0");
  });

  it("keeps a negative sign", () => {
    expect(formatMoney("-12.50")).toBe("-$12.50");
  });
});

describe("formatCount", () => {
  it("says one or many, with thousands grouped", () => {
    expect(formatCount(1, "user", "users")).toBe("1 user");
    expect(formatCount(0, "user", "users")).toBe("0 users");
    expect(formatCount(1250, "opportunity", "opportunities")).toBe("1,250 opportunities");
  });

  it("marks a count the server stopped at", () => {
    expect(formatCount(1020, "opportunity", "opportunities", true)).toBe("1,020+ opportunities");
  });
});

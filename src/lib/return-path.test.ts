import { describe, expect, it } from "vitest";
import { externalSignInPath, safeReturnPath, signInPath } from "./return-path";

describe("safeReturnPath", () => {
  it.each([
    ["/calendar", "/calendar"],
    ["/opportunities?q=farm#top", "/opportunities?q=farm#top"],
    ["/profile/../calendar", "/calendar"],
  ])("takes the site's own path %s", (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    [null],
    [""],
    ["calendar"],
    ["https://evil.example/calendar"],
    ["//evil.example/calendar"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["javascript:alert(1)"],
    ["/auth?next=/calendar"],
    ["/api/login"],
  ])("refuses %j", (raw) => {
    expect(safeReturnPath(raw)).toBeUndefined();
  });
});

describe("signInPath", () => {
  it("carries the page to return to, encoded", () => {
    expect(signInPath("/opportunities?q=farm")).toBe("/auth?next=%2Fopportunities%3Fq%3Dfarm");
    expect(externalSignInPath("/calendar")).toBe("/api/login?next=%2Fcalendar");
  });

  it("is plain /auth for the home page or a path it refuses", () => {
    expect(signInPath("/")).toBe("/auth");
    expect(signInPath("//evil.example")).toBe("/auth");
    expect(externalSignInPath(undefined)).toBe("/api/login");
  });
});

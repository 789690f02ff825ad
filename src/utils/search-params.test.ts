import { describe, expect, it } from "vitest";
import { withSearchParams } from "./search-params";

describe("withSearchParams", () => {
  it("writes changes in and keeps the other parameters", () => {
    const next = withSearchParams(new URLSearchParams("user=7&page=3"), {
      search: "farm",
      page: 2,
    });
    expect(next.toString()).toBe("user=7&page=2&search=farm");
  });

  it("drops empty values and values equal to their default; true is 1", () => {
    const next = withSearchParams(
      new URLSearchParams("search=farm&status=open&page=4"),
      { search: "", status: "all", page: 1, review: true, archived: false },
      { status: "all", page: 1, archived: false },
    );
    expect(next.toString()).toBe("review=1");
  });

  it("leaves a parameter alone when its change is undefined", () => {
    expect(withSearchParams(new URLSearchParams("q=x"), { q: undefined }).toString()).toBe("q=x");
  });
});

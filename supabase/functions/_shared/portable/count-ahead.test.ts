import { describe, expect, test } from "vitest";
import { countAhead } from "./count-ahead.ts";

describe("a total counted so far past the page's start", () => {
  test("counts one row past the cap, and says whether that row was there", () => {
    const count = countAhead(180, 200);
    expect(count.limit).toBe(381);
    expect(count.read(221)).toEqual({ total: 221, totalCapped: false });
    expect(count.read(380)).toEqual({ total: 380, totalCapped: false });
    expect(count.read(381)).toEqual({ total: 380, totalCapped: true });
    expect(countAhead(0, 1000).read(0)).toEqual({ total: 0, totalCapped: false });
  });
});

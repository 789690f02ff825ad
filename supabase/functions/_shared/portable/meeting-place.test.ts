import { describe, expect, test } from "vitest";
import { meetingAddressLine } from "./meeting-place.ts";

const place = { street: "1 Vine St", state: "CA", zip: "94558", instructions: null };

describe("meetingAddressLine", () => {
  test("names the state once, whether or not the town names it", () => {
    expect(meetingAddressLine("Napa, CA", place)).toBe("1 Vine St, Napa, CA 94558");
    expect(meetingAddressLine("Napa", place)).toBe("1 Vine St, Napa, CA 94558");
  });

  test("is the town alone without an address", () => {
    expect(meetingAddressLine("Napa, CA", null)).toBe("Napa, CA");
  });
});

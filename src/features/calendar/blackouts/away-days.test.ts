import { describe, expect, test } from "vitest";
import { awayReasonOf } from "./away-days";

const harvest = { id: "1", startsOn: "2027-07-03", endsOn: "2027-07-07", note: "Harvest" };

describe("awayReasonOf", () => {
  test("names the days of a range, both ends included, and none outside it", () => {
    const away = awayReasonOf([{ ...harvest, reason: "Away Jul 3–7: Harvest" }]);
    expect(away("2027-07-02")).toBeUndefined();
    expect(away("2027-07-03")).toBe("Away Jul 3–7: Harvest");
    expect(away("2027-07-07")).toBe("Away Jul 3–7: Harvest");
    expect(away("2027-07-08")).toBeUndefined();
  });
});

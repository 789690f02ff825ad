import type { PayableLine } from "@shared/contracts/api";
import { describe, expect, it } from "vitest";
import { linesTotal } from "./pay-dialog";

const line = (amount: string) => ({ amount }) as PayableLine;

describe("linesTotal", () => {
  it("sums in integer cents: no float drift", () => {
    expect(linesTotal([line("0.10"), line("0.20")])).toBe("0.30");
    expect(linesTotal([line("200.00"), line("150.25")])).toBe("350.25");
    expect(linesTotal([])).toBe("0.00");
  });
});

import { RETURN_CODES } from "achkit";
import { describe, expect, it } from "vitest";
import { ACH_RETURN_CODE_LIST, ACH_RETURN_CODES, achReturnLabel } from "./ach-returns.ts";

describe("ACH_RETURN_CODES", () => {
  it("lists R01 to R33, each named, including every code a NACHA library knows", () => {
    expect(ACH_RETURN_CODE_LIST).toEqual(
      Array.from({ length: 33 }, (_, index) => `R${String(index + 1).padStart(2, "0")}`),
    );
    for (const code of Object.keys(RETURN_CODES)) expect(ACH_RETURN_CODE_LIST).toContain(code);
    for (const name of Object.values(ACH_RETURN_CODES)) expect(name.length).toBeGreaterThan(3);
    expect(achReturnLabel("R03")).toBe("R03 No account/unable to locate account");
  });
});

import { describe, expect, test } from "vitest";
import { maskedTin, tinDigits } from "./tin.ts";

describe("tinDigits", () => {
  test("an SSN with or without dashes gives its digits; reserved areas, groups and serials do not", () => {
    expect(tinDigits("ssn", "219-09-9999")).toBe("219099999");
    expect(tinDigits("ssn", "219 09 9999")).toBe("219099999");
    for (const tin of [
      "000-12-3456",
      "666-12-3456",
      "912-34-5678",
      "123-00-4567",
      "123-45-0000",
      "12345678",
    ]) {
      expect(tinDigits("ssn", tin)).toBeNull();
    }
  });

  test("an EIN needs nine digits and a prefix the IRS assigns", () => {
    expect(tinDigits("ein", "12-3456789")).toBe("123456789");
    expect(tinDigits("ein", "07-1234567")).toBeNull();
    expect(tinDigits("ein", "12-34567890")).toBeNull();
  });
});

test("a TIN is shown with its last four digits only", () => {
  expect(maskedTin("ssn", "1234")).toBe("•••-••-1234");
  expect(maskedTin("ein", "1234")).toBe("••-•••1234");
});

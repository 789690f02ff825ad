import { describe, expect, it } from "vitest";
import { normalizePhone, PHONE_PATTERN } from "./phone.ts";

describe("normalizePhone", () => {
  it.each([
    ["(707) 555-0142", "7075550142"],
    ["+1 707.555.0142", "+17075550142"],
    [" 707-555-0142 ", "7075550142"],
    ["+14155550100", "+14155550100"],
  ])("keeps the digits of %s", (written, stored) => {
    expect(normalizePhone(written)).toBe(stored);
    expect(PHONE_PATTERN.test(normalizePhone(written))).toBe(true);
  });

  it.each(["0123", "707 555 CALL", "+", "", "12345678901234567"])(
    "leaves %s failing the spec's rule",
    (written) => {
      expect(PHONE_PATTERN.test(normalizePhone(written))).toBe(false);
    },
  );
});

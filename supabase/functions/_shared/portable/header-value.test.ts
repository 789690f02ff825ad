import { describe, expect, it } from "vitest";
import { headerValue } from "./header-value.ts";

describe("headerValue", () => {
  it("keeps a title that tries to add a Bcc header on one line of the subject", () => {
    const subject = headerValue('New bid on "Sunset\r\nBcc: victim@example.com"');
    expect(subject).toBe('New bid on "Sunset Bcc: victim@example.com"');
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it("strips every C0 and C1 control character, DEL and the line separators", () => {
    const controls = [
      ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
      "\u007f",
      ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
    ];
    for (const control of controls) {
      expect(headerValue(`a${control}b`)).toBe("a b");
    }
    expect(headerValue("\u0085Tab\there\u2028line\u2029")).toBe("Tab here line");
  });

  it("leaves an ordinary value as it is", () => {
    expect(headerValue('Tomorrow: "Café tour – 2 people"')).toBe(
      'Tomorrow: "Café tour – 2 people"',
    );
    expect(headerValue("Tour Partner Portal <no-reply@example.com>")).toBe(
      "Tour Partner Portal <no-reply@example.com>",
    );
  });
});

import { describe, expect, it } from "vitest";
import { renderEmailWords } from "./email-messages.ts";

describe("the bank account confirmation mail", () => {
  it("names the account by its last four digits only, and when the link stops working", () => {
    const words = renderEmailWords("bank_account_confirmation", {
      last4: "6789",
      expiresAt: "2026-12-09T06:00:00.000Z",
    });
    expect(words.subject).toBe("Confirm your bank account for payouts");
    expect(words.message).toContain("the bank account ••••6789 by direct deposit");
    expect(words.message).toContain("until December 9, 2026 at 6:00 AM UTC");
  });
});

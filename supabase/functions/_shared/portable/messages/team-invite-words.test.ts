import { describe, expect, it } from "vitest";
import { renderEmailWords } from "./email-messages.ts";

describe("the team invite mail", () => {
  it("names the business, who invites, the role and when the link stops working", () => {
    const words = renderEmailWords("team_invite", {
      businessName: "Green Acres",
      inviterName: "Pat Grower",
      role: "bookkeeper",
      expiresAt: "2026-12-09T06:00:00Z",
    });
    expect(words).toEqual({
      subject: "Join Green Acres on Tour Partner Portal",
      heading: "You are invited to join Green Acres",
      message:
        "Pat Grower invites you to the team of Green Acres as Bookkeeper. Sign up or sign in with this address to accept. The link works once, until December 9, 2026 at 6:00 AM UTC.",
    });
  });

  it("says the owner when the inviter has no name", () => {
    const words = renderEmailWords("team_invite", {
      businessName: "Green Acres",
      inviterName: "",
      role: "guide",
      expiresAt: "2026-12-09T06:00:00Z",
    });
    expect(words.message).toMatch(/^The owner invites you to the team of Green Acres as Guide\./);
  });
});

import { describe, expect, it } from "vitest";
import { renderEmailWords } from "./email-messages.ts";
import { messageLink } from "./message-links.ts";
import { ratingSummary, reviewCountText } from "./review-messages.ts";

describe("ratingSummary", () => {
  it.each([
    ["4.80", 23, "4.8 ★ from 23 reviews"],
    ["4.65", 3, "4.7 ★ from 3 reviews"],
    ["4.25", 4, "4.3 ★ from 4 reviews"],
    [5, 1, "5.0 ★ from 1 review"],
    [null, 0, "No ratings yet"],
    ["0.00", 0, "No ratings yet"],
  ] as const)("%s from %s reviews: %s", (rating, count, text) => {
    expect(ratingSummary(rating, count)).toBe(text);
  });

  it("counts the reviews beside stars", () => {
    expect(reviewCountText(2)).toBe("From 2 reviews");
    expect(reviewCountText(0)).toBe("No ratings yet");
  });
});

describe("the review request mail", () => {
  const token = "a".repeat(64);

  it("links to its private review page, and nothing else from its data", () => {
    expect(messageLink("review_request", { token, tourId: crypto.randomUUID() }, false)).toBe(
      `/reviews/${token}`,
    );
    expect(messageLink("review_request", { token: "../admin" }, false)).toBe("/reviews/");
  });

  it("names the tour, its time on the tour's clock and the partner", () => {
    const words = renderEmailWords("review_request", {
      opportunityTitle: "Harvest Morning Tour",
      partnerName: "Emerald Acres",
      startsAt: "2026-10-03T17:00:00Z",
      timeZone: "America/Los_Angeles",
    });
    expect(words.subject).toBe('How was "Harvest Morning Tour"?');
    expect(words.heading).toBe("How was your tour with Emerald Acres?");
    expect(words.message).toContain('Rate "Harvest Morning Tour" on Oct 3, 2026, 10:00 AM PDT');
  });
});

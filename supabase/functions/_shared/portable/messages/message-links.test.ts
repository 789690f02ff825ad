import { describe, expect, it } from "vitest";
import { messageLink } from "./message-links.ts";

const tourId = "0b7a3c1e-5f2d-4c8e-9a1b-2c3d4e5f6a7b";
const opportunityId = "1c8b4d2f-6a3e-4d9f-8b2c-3d4e5f6a7b8c";

describe("messageLink: where a message leads", () => {
  it("a tour's notices and mails open its page, completed and cancelled ones too", () => {
    for (const kind of [
      "bid_accepted",
      "tour_scheduled",
      "tour_completed",
      "tour_cancelled",
      "tour_reminder",
      "opportunity_changed",
    ]) {
      expect(messageLink(kind, { tourId, opportunityId }, false)).toBe(`/tours/${tourId}`);
    }
    expect(messageLink("tour_completed", { tourId }, true)).toBe(`/tours/${tourId}`);
  });

  it("an opportunity not awarded to the reader opens in the list", () => {
    expect(messageLink("bid_declined", { opportunityId }, false)).toBe(
      `/opportunities?opportunity=${opportunityId}`,
    );
    expect(messageLink("opportunity_changed", { opportunityId, tourId: null }, false)).toBe(
      `/opportunities?opportunity=${opportunityId}`,
    );
    expect(messageLink("bid_submitted", { opportunityId }, true)).toBe(
      `/admin/opportunities?opportunity=${opportunityId}`,
    );
  });

  it("a guest-list and a waiver mail open their page with the token the sender signed in", () => {
    const token = "b".repeat(64);
    expect(messageLink("guest_list_link", { token }, false)).toBe(`/guests/${token}`);
    expect(messageLink("waiver_link", { token }, false)).toBe(`/waivers/${token}`);
    expect(messageLink("waiver_link", { token: "../admin" }, false)).toBe("/waivers/");
  });

  it("a team invite opens the join page with its token, and nothing else", () => {
    const token = "c".repeat(64);
    expect(messageLink("team_invite", { token }, false)).toBe(`/join/${token}`);
    expect(messageLink("team_invite", { token: "../admin" }, false)).toBe("/join/");
  });

  it("the rest open their page, and a path never carries anything but an id from the data", () => {
    expect(messageLink("chat_reply", {}, false)).toBe("/chat");
    expect(messageLink("payout_paid", { payoutId: opportunityId }, false)).toBe("/earnings");
    expect(messageLink("licence_approved", {}, false)).toBe("/profile");
    expect(messageLink("support_question", {}, true)).toBe("/admin/support");
    expect(messageLink("licence_expiry", { licenceId: tourId }, true)).toBe("/admin/licences");
    expect(messageLink("digest", { count: 3 }, false)).toBe("/");
    expect(messageLink("digest", { count: 3 }, true)).toBe("/admin");
    expect(messageLink("tour_completed", { tourId: "x/../../admin" }, false)).toBe("/");
  });
});

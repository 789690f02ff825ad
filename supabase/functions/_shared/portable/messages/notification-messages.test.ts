import { describe, expect, it } from "vitest";
import { renderEmailWords } from "./email-messages.ts";
import { renderNotification } from "./notification-messages.ts";

const tour = {
  opportunityTitle: "Sunset Walk",
  date: "2026-12-05T22:00:00+00:00",
  timeZone: "America/Los_Angeles",
};

describe("the messages catalogue", () => {
  it("writes a tour's time on its own clock, as the database wrote it", () => {
    expect(renderNotification("tour_scheduled", tour)).toEqual({
      title: "Tour scheduled",
      text: '"Sunset Walk" on Dec 5, 2026, 2:00 PM PST is on your schedule.',
    });
    expect(renderNotification("tour_cancelled", { ...tour, reason: null }).text).toBe(
      '"Sunset Walk" on Dec 5, 2026, 2:00 PM PST was cancelled by the organiser.',
    );
    expect(renderNotification("tour_cancelled", { ...tour, reason: "Rain" }).text).toBe(
      '"Sunset Walk" on Dec 5, 2026, 2:00 PM PST was cancelled by the organiser. Rain',
    );
  });

  it("names every change of an opportunity, in order", () => {
    const before = { date: tour.date, location: "Portland, OR", baseRate: "300.00" };
    const data = {
      ...tour,
      previousDate: before.date,
      previousTimeZone: tour.timeZone,
      location: "Salem, OR",
      previousLocation: before.location,
      baseRate: "350.00",
      previousBaseRate: before.baseRate,
    };
    expect(renderNotification("opportunity_changed", data)).toEqual({
      title: "Tour details changed",
      text: '"Sunset Walk" now meets at Salem, OR (was Portland, OR); base rate is now $350.00 (was $300.00).',
    });
    expect(renderNotification("opportunity_changed", { ...data, baseRate: "300.00" }).title).toBe(
      "Tour location changed",
    );
  });

  it("writes a payment's total grouped and its day in full", () => {
    expect(
      renderNotification("payout_paid", {
        total: "1234.5",
        paidOn: "2026-03-01",
        method: "bank_transfer",
        reference: "TX-1",
      }).text,
    ).toBe("We paid you $1,234.50 on March 1, 2026 by bank transfer (reference TX-1).");
  });

  it("tells the partner and the admins of an expiry in their own words", () => {
    const expiry = {
      stage: "7_days",
      days: 5,
      expiresOn: "2026-12-10",
      state: "CA",
      licenceType: "tour guide",
      licenceNumber: "L-1",
      partnerName: "Acme",
    };
    expect(renderNotification("licence_expiry", { ...expiry, toPartner: true }).title).toBe(
      "Licence expires soon",
    );
    expect(renderNotification("licence_expiry", { ...expiry, toPartner: false }).text).toBe(
      "Acme's CA tour guide licence L-1 expires on 2026-12-10 (in 5 days).",
    );
  });

  it("words a reminder from the time actually left, on the tour's clock", () => {
    const reminder = (stage: number, remindedAt: string) =>
      renderEmailWords("tour_reminder", {
        ...tour,
        stage,
        location: "Napa, CA",
        startsAt: tour.date,
        remindedAt,
      });
    // Sent at 11:26 AM PST for a tour at 2:00 PM PST the same day: not "Tomorrow", not "24 hours".
    expect(reminder(1, "2026-12-05T19:26:00Z")).toEqual({
      subject: 'Reminder: "Sunset Walk" today at 2:00 PM PST',
      heading: "Your tour is in 3 hours",
      message: '"Sunset Walk" at Napa, CA.',
    });
    expect(reminder(1, "2026-12-04T22:00:00Z").subject).toBe(
      'Reminder: "Sunset Walk" tomorrow at 2:00 PM PST',
    );
    expect(reminder(1, "2026-12-03T20:00:00Z").subject).toBe(
      'Reminder: "Sunset Walk" on Dec 5, 2026 at 2:00 PM PST',
    );
    expect(reminder(2, "2026-12-05T20:00:00Z").heading).toBe("Your tour starts in 2 hours");
    expect(reminder(2, "2026-12-05T21:54:00Z").heading).toBe("Your tour starts in 6 minutes");
    // 11 PM in California on the 4th is the 5th in UTC: "tomorrow" is the tour's clock's.
    expect(reminder(1, "2026-12-05T07:00:00Z").subject).toBe(
      'Reminder: "Sunset Walk" tomorrow at 2:00 PM PST',
    );
  });

  it("renders a row written before the catalogue from the words stored with it", () => {
    expect(renderNotification("legacy", { title: "Hello", message: "For you" })).toEqual({
      title: "Hello",
      text: "For you",
    });
    expect(renderEmailWords("legacy", { subject: "Old mail", message: "Kept." })).toEqual({
      subject: "Old mail",
      heading: "Old mail",
      message: "Kept.",
    });
  });

  it("mails what the notification says, and words the mails of their own", () => {
    expect(
      renderEmailWords("bid_accepted", { opportunityTitle: "Sunset Walk", amount: "150.00" }),
    ).toEqual({
      subject: "Bid accepted",
      heading: "Bid accepted",
      message: 'Your bid for "Sunset Walk" was accepted. Agreed amount: $150.00.',
    });
    expect(renderEmailWords("digest", { count: 3 }).subject).toBe("Your daily summary: 3 updates");
    expect(
      renderEmailWords("bid_submitted", {
        opportunityTitle: "X",
        amount: "10.00",
        partnerName: null,
      }).message,
    ).toBe('A partner bid $10.00 on "X".');
  });
});

import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createCompletePartner, signIn } from "./support/accounts.ts";
import { clockEdges, openAt, shiftDay, wallClock, zonedInstant } from "./support/clock.ts";
import { scheduleTour } from "./support/tours.ts";

// Per edge: two tours through the API, sign-in, the calendar (a month or two of navigation), Today.
test.describe.configure({ timeout: 120_000 });

/** Healdsburg's, where scheduleTour's tours are. */
const TOUR_ZONE = "America/Los_Angeles";

const say = (instant: Date, zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, ...options }).format(instant);
const zoneName = (instant: Date) =>
  new Intl.DateTimeFormat("en-US", { timeZone: TOUR_ZONE, timeZoneName: "short" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
const monthName = (instant: Date, zone: string) =>
  say(instant, zone, { month: "long", year: "numeric" });
const dayName = (instant: Date, zone: string) =>
  say(instant, zone, { weekday: "long", month: "long", day: "numeric" });

/** "2027-01": the month of `instant` in `zone`. */
const monthKey = (instant: Date, zone: string) => wallClock(instant, zone).slice(0, 7);

/** Steps the grid from month `from` ("2027-01") to the month of `target` in `zone`; returns it. */
async function showMonth(page: Page, from: string, target: Date, zone: string) {
  const to = monthKey(target, zone);
  const months = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7));
  const steps = months(to) - months(from);
  const button = steps > 0 ? "Next month" : "Previous month";
  for (let i = 0; i < Math.abs(steps); i++)
    await page.getByRole("button", { name: button }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: monthName(target, zone) }),
  ).toBeVisible();
  return to;
}

// Each edge lies ahead of today, on the tour's clock; the browser's clock starts there. The DST
// edges run in New York's browser (a zone other than the tour's), the others in UTC's, where New
// Year's Eve at 8 PM in California is already New Year's Day.
for (const edge of clockEdges(TOUR_ZONE)) {
  const tag = edge.name.includes("DST") ? " @new-york" : "";
  test(`the calendar and Today on ${edge.name}, ${edge.now} on the tour's clock${tag}`, async ({
    page,
  }, testInfo) => {
    const viewerZone = testInfo.project.use.timezoneId ?? "UTC";
    const now = zonedInstant(edge.now, TOUR_ZONE);
    const stamp = randomUUID().slice(0, 6);
    // One tour later on the edge's day, one the next morning: on either side of the edge.
    const evening = edge.now.endsWith("T20:00") ? "T21:30" : "T18:00";
    const eve = {
      title: `Eve tour ${stamp}`,
      at: zonedInstant(`${edge.now.slice(0, 10)}${evening}`, TOUR_ZONE),
    };
    const morning = {
      title: `Morning tour ${stamp}`,
      at: zonedInstant(`${shiftDay(edge.now, 1)}T10:00`, TOUR_ZONE),
    };
    const tours = [eve, morning];
    if (edge.name.includes("DST")) expect(zoneName(eve.at)).not.toBe(zoneName(morning.at));

    const { account, partner } = await createCompletePartner({
      firstName: "Edge",
      lastName: `Calendar${stamp}`,
      businessName: `Okafor Farm Tours ${stamp}`,
      businessType: "Outdoor Farm",
      businessLocation: "12 Dry Creek Road, Healdsburg, CA",
    });
    for (const tour of tours) await scheduleTour(partner, tour.title, tour.at);

    await openAt(page, now);
    await signIn(page, account);
    await page.goto("/calendar");

    // The grid opens on the viewer's month, today marked in the viewer's calendar.
    await expect(
      page.getByRole("heading", { level: 2, name: monthName(now, viewerZone) }),
    ).toBeVisible();
    await expect(page.locator('[aria-current="date"]')).toHaveAccessibleName(
      new RegExp(`^${dayName(now, viewerZone)}, today`),
    );
    await expect(page.getByRole("button", { name: "Today", exact: true })).toBeDisabled();

    // Each tour sits on its own day on its own clock, with that moment's zone.
    let shown = monthKey(now, viewerZone);
    for (const tour of tours) {
      shown = await showMonth(page, shown, tour.at, TOUR_ZONE);
      const cell = page.getByRole("button", {
        name: new RegExp(`^${dayName(tour.at, TOUR_ZONE)}(, today)?, \\d+ tours? `),
      });
      await expect(cell).toContainText(tour.title);
      const time = say(tour.at, TOUR_ZONE, { hour: "numeric", minute: "2-digit" });
      await expect(cell).toContainText(`${time} ${zoneName(tour.at)}`);
    }
    if (shown !== monthKey(now, viewerZone)) {
      await page.getByRole("button", { name: "Today", exact: true }).click();
    }
    await expect(
      page.getByRole("heading", { level: 2, name: monthName(now, viewerZone) }),
    ).toBeVisible();

    // Today and Tomorrow are the viewer's days: each tour is under the one it starts in.
    await page.goto("/today");
    const viewerDay = wallClock(now, viewerZone).slice(0, 10);
    for (const tour of tours) {
      const day = wallClock(tour.at, viewerZone).slice(0, 10);
      const section =
        day === viewerDay ? "Today" : day === shiftDay(viewerDay, 1) ? "Tomorrow" : null;
      if (section === null) {
        await expect(page.getByText("Next after that:")).toBeVisible();
        continue;
      }
      await expect(page.getByRole("region", { name: new RegExp(`^${section} ·`) })).toContainText(
        tour.title,
      );
    }
  });
}

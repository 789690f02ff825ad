import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { ownerPool } from "../support/db-callers.ts";
import { createCompletePartner, signIn } from "./support/accounts.ts";
import { captureThemes } from "./support/capture.ts";
import { scheduleTour } from "./support/tours.ts";

// The partner at the gate on a phone (390 px) in a UTC browser, the tour on California's clock.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

// Each wait is for a condition; the room is for a machine busy with other stacks.
const expect = baseExpect.configure({ timeout: 15_000 });

const pool = ownerPool(1);
test.afterAll(() => pool.end());

/** A guest on the tour's list, as the organiser's link adds them: aged `age` on the tour's date. */
async function addGuest(tourId: string, name: string, age: number) {
  await pool.query(
    `insert into public.guests (tour_id, name, date_of_birth)
     select $1, $2, (private.tour_local_date($1) - make_interval(years => $3))::date`,
    [tourId, name, age],
  );
}

async function guestState(tourId: string, name: string) {
  const { rows } = await pool.query(
    "select checked_in_at is not null as in, id_type, no_show_at is not null as no_show from public.guests where tour_id = $1 and name = $2",
    [tourId, name],
  );
  return rows[0] as { in: boolean; id_type: string | null; no_show: boolean };
}

test("the partner checks guests in at the door, one while offline sent once back, and marks a no-show; axe clean in light and dark", async ({
  page,
  context,
}) => {
  const { account, partner } = await createCompletePartner({
    firstName: "Iris",
    lastName: "Gate",
    businessName: "Gate Farm",
    businessType: "Outdoor Farm",
    businessLocation: "1200 Westside Road, Healdsburg, CA",
  });
  const title = `Door check ${randomUUID().slice(0, 6)}`;
  // Three hours ahead: the guest list is open (24 hours before the start).
  const { tourId } = await scheduleTour(partner, title, new Date(Date.now() + 3 * 3_600_000));
  await addGuest(tourId, "Ada Early", 34);
  await addGuest(tourId, "Ben Offline", 21);
  await addGuest(tourId, "Cy Absent", 40);

  // The check-ins the API answered: each guest's once.
  const checkIns: string[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && request.url().endsWith("/check-in")) {
      checkIns.push(`${response.status()} ${request.url()}`);
    }
  });

  await signIn(page, account, `/tours/${tourId}`);
  const guests = page.getByRole("region", { name: `Guests of ${title}` });
  await expect(guests.getByText("0 of 3 checked in")).toBeVisible();
  await captureThemes(page, "tour-manifest", guests.getByRole("heading", { name: "Ben Offline" }), [
    { width: 390, height: 844 },
  ]);

  const row = (name: string) =>
    guests.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

  // Online: Ada, her driver's licence seen.
  await row("Ada Early").getByRole("button", { name: "Check in Ada Early" }).click();
  const adaForm = page.getByRole("form", { name: "Check in Ada Early" });
  await captureThemes(page, "tour-check-in-form", adaForm, [{ width: 390, height: 844 }]);
  await adaForm.getByRole("button", { name: "Check in Ada Early" }).click();
  await expect(adaForm.getByRole("alert")).toHaveText("Choose the kind of ID you saw");
  await adaForm.getByLabel("Driver's licence").check();
  await adaForm.getByRole("button", { name: "Check in Ada Early" }).click();
  await expect(row("Ada Early").getByText(/^Checked in .* · Driver's licence$/)).toBeVisible();
  await expect
    .poll(() => guestState(tourId, "Ada Early"))
    .toEqual({ in: true, id_type: "drivers_licence", no_show: false });

  // Offline: Ben is checked in on the phone, kept there, and counted as waiting to send.
  await context.setOffline(true);
  await row("Ben Offline").getByRole("button", { name: "Check in Ben Offline" }).click();
  const benForm = page.getByRole("form", { name: "Check in Ben Offline" });
  await benForm.getByLabel("Passport").check();
  await benForm.getByRole("button", { name: "Check in Ben Offline" }).click();
  await expect(guests.getByRole("status")).toHaveText(
    "1 check-in waiting to send: sent when you are back online.",
  );
  await expect(row("Ben Offline").getByText(/Passport \(waiting to send\)$/)).toBeVisible();
  expect(await guestState(tourId, "Ben Offline")).toEqual({
    in: false,
    id_type: null,
    no_show: false,
  });
  await captureThemes(page, "tour-manifest-waiting", guests.getByRole("status"), [
    { width: 390, height: 844 },
  ]);

  // Back online: sent once, and nothing waits any more.
  await context.setOffline(false);
  await expect(guests.getByRole("status")).toHaveText("");
  await expect
    .poll(() => guestState(tourId, "Ben Offline"))
    .toEqual({ in: true, id_type: "passport", no_show: false });
  await expect(row("Ben Offline").getByText(/^Checked in .* · Passport$/)).toBeVisible();
  expect(checkIns).toHaveLength(2);
  expect(checkIns.every((answer) => answer.startsWith("200 "))).toBe(true);

  // Cy never came.
  await guests.getByRole("button", { name: "No-show: Cy Absent" }).click();
  await expect(guests.getByText("No-show", { exact: true })).toBeVisible();
  await expect
    .poll(() => guestState(tourId, "Cy Absent"))
    .toEqual({ in: false, id_type: null, no_show: true });
  await expect(guests.getByText("2 of 3 checked in · 1 no-show")).toBeVisible();
  await captureThemes(
    page,
    "tour-manifest-done",
    guests.getByText("2 of 3 checked in · 1 no-show"),
    [{ width: 390, height: 844 }],
  );
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, signedIn } from "../support/db-callers.ts";
import { createBid } from "../support/db-fixtures.ts";
import { createAdmin, createPartner, type Partner } from "./support/accounts.ts";
import { opportunityPayload } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

/**
 * Where to meet: the admin form's street, state, ZIP and instructions reach admins,
 * the awarded partner (tour page, calendar file and feed) and no one else; the others read the
 * town, in the API's answers and in the database's own shapes.
 */

const pool = ownerPool(2);
let admin: Partner;
let awarded: Partner;
let other: Partner;
let opportunityId: string;
let tourId: string;

const ADDRESS = {
  street: "1 Vine St",
  state: "CA",
  zip: "94558",
  instructions: "Park by the red barn.",
};

beforeAll(async () => {
  [admin, awarded, other] = await Promise.all([
    createAdmin(pool, "meet-admin"),
    createPartner(pool, "meet-awarded"),
    createPartner(pool, "meet-other"),
  ]);
  const created = await admin.call(
    "POST",
    "/api/admin/opportunities",
    opportunityPayload({
      title: `Meeting tour ${randomUUID().slice(0, 6)}`,
      location: "Napa, CA",
      partnersNeeded: 2,
      meetingStreet: ADDRESS.street,
      meetingState: ADDRESS.state,
      meetingZip: ADDRESS.zip,
      meetingInstructions: ADDRESS.instructions,
    }),
  );
  expect(created.status).toBe(201);
  opportunityId = created.body.id;
  await createBid(pool, opportunityId, other.id);
  tourId = (await acceptBid(pool, admin, await createBid(pool, opportunityId, awarded.id))).id;
});

afterAll(() => pool.end());

/** What public.opportunities_json() writes of the opportunity for `partner`, as PostgREST would. */
async function jsonAs(partner: Partner) {
  return actAs(pool, signedIn(partner), async (client) => {
    const { rows } = await client.query("select public.opportunities_json($1) as page", [
      [opportunityId],
    ]);
    return rows[0].page[0];
  });
}

describe("the meeting address", () => {
  test("admins read it with the opportunity", async () => {
    const { body } = await admin.call("GET", `/api/admin/opportunities/${opportunityId}`);
    expect(body.meetingPlace).toEqual(ADDRESS);
    expect(body.location).toBe("Napa, CA");
  });

  test("the awarded partner reads it on the tour page and in the database's shape", async () => {
    const { body } = await awarded.call("GET", `/api/tours/${tourId}`);
    expect(body.location).toBe("Napa, CA");
    expect(body.meetingPlace).toEqual(ADDRESS);
    expect((await jsonAs(awarded)).meetingPlace).toEqual(ADDRESS);
  });

  test("a partner not awarded reads the town only, in the list and in the database's shape", async () => {
    const list = await other.call("GET", "/api/opportunities/all?search=Meeting%20tour");
    const mine = list.body.items.find((item: { id: string }) => item.id === opportunityId);
    expect(mine.location).toBe("Napa, CA");
    expect(mine.meetingPlace).toBeNull();
    expect(list.text).not.toContain(ADDRESS.street);
    const json = await jsonAs(other);
    expect(json.location).toBe("Napa, CA");
    expect(json.meetingPlace).toBeNull();
    const direct = await actAs(pool, signedIn(other), (client) =>
      client.query("select * from public.opportunity_meeting_places where opportunity_id = $1", [
        opportunityId,
      ]),
    );
    expect(direct.rows).toEqual([]);
  });

  test("the calendar feed of the awarded partner carries the whole address and instructions", async () => {
    const feed = await awarded.call("GET", "/api/calendar/feed-url");
    const ics = await (await fetch(feed.body.url)).text();
    const unfolded = ics.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("LOCATION:1 Vine St\\, Napa\\, CA 94558");
    expect(unfolded).toContain("Where to meet: Park by the red barn.");
    const otherFeed = await other.call("GET", "/api/calendar/feed-url");
    expect(await (await fetch(otherFeed.body.url)).text()).not.toContain(ADDRESS.street);
  });

  test("a street without its state and ZIP is refused under the fields", async () => {
    const { status, body } = await admin.call(
      "POST",
      "/api/admin/opportunities",
      opportunityPayload({ meetingStreet: "1 Vine St" }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors.meetingState).toEqual(["Choose the state of the meeting address"]);
    expect(body.fieldErrors.meetingZip).toEqual([
      "Please enter a ZIP code such as 94558 or 94558-1234",
    ]);
  });
});

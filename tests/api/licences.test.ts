import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { withWords } from "../support/notification-words.ts";
import { accountsBeforeAll } from "./support/accounts.ts";
import { callMultipart, PDF_BYTES } from "./support/call-api.ts";
import { inDays } from "./support/opportunities.ts";

const pool = ownerPool(2);

const { admin, partner, other } = accountsBeforeAll(pool, {
  admin: ["admin", "licences-admin"],
  partner: ["partner", "licensee"],
  other: ["partner", "licence-other"],
});

afterAll(() => pool.end());

const dayIn = (days: number) => inDays(days).toISOString().slice(0, 10);
const pdf = (name = "licence.pdf", data: Buffer = PDF_BYTES) => ({
  data,
  name,
  type: "application/pdf",
});

function addLicence(
  token: string,
  fields: Record<string, string> = {},
  scan: ReturnType<typeof pdf> | null = pdf(),
) {
  return callMultipart(token, "POST", "/api/licences", {
    state: "CA",
    licenceType: "retail",
    licenceNumber: `C10-${randomUUID().slice(0, 8)}`,
    expiresOn: dayIn(200),
    ...fields,
    ...(scan ? { scan } : {}),
  });
}

async function licensedTour(location = "Healdsburg, CA") {
  const { rows } = await pool.query<{ id: string }>(
    `insert into public.opportunities (title, location, date, base_rate, requirements)
     values ($1, $2, $3, 300, array['Cannabis license required']) returning id`,
    [`Licensed ${randomUUID().slice(0, 6)}`, location, inDays(20)],
  );
  return rows[0]?.id as string;
}

describe("a partner's licences", () => {
  test.each([
    ["state", { state: "ZZ" }, "Please choose the state that issued the licence"],
    ["licenceType", { licenceType: "bakery" }, "Please choose the licence type"],
    ["licenceNumber", { licenceNumber: "  " }, "Licence number is required"],
    ["expiresOn", { expiresOn: "2027-02-30" }, "Please enter a valid expiry date"],
    ["expiresOn", { expiresOn: dayIn(-2) }, "This licence has already expired"],
  ])("the form refuses a bad %s", async (field, fields, message) => {
    const { status, body } = await addLicence(partner.token, fields);
    expect(status).toBe(400);
    expect(body.fieldErrors[field]).toEqual([message]);
  });

  test("a scan is required, a PDF or an image that is what it says", async () => {
    const missing = await addLicence(partner.token, {}, null);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.scan).toEqual(["Please attach a scan of the licence"]);
    const text = await addLicence(
      partner.token,
      {},
      {
        data: Buffer.from("hello"),
        name: "licence.txt",
        type: "text/plain",
      },
    );
    expect(text.body.fieldErrors.scan).toEqual(["The scan must be a PDF, PNG or JPEG file"]);
    const fake = await addLicence(partner.token, {}, pdf("licence.pdf", Buffer.from("not a pdf")));
    expect(fake.status).toBe(400);
    expect(fake.body.fieldErrors.scan).toEqual(["The scan must be a PDF, PNG or JPEG file"]);
  });

  test("a new licence is pending, its scan stored under the partner and readable through its link", async () => {
    const { status, body } = await addLicence(partner.token, { licenceNumber: "C10-0001" });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      partnerId: partner.id,
      state: "CA",
      licenceType: "retail",
      licenceNumber: "C10-0001",
      status: "pending",
      isCurrent: false,
      scanFileName: "licence.pdf",
    });
    const { rows } = await pool.query(
      "select scan_path from public.partner_licences where id = $1",
      [body.id],
    );
    expect(rows[0].scan_path).toBe(`${partner.id}/${body.id}/licence.pdf`);
    const scan = await fetch(body.scanUrl);
    expect(scan.status).toBe(200);
    expect(await scan.text()).toContain("%PDF-1.4");

    const mine = await partner.call("GET", "/api/licences");
    expect(mine.body.map((l: { id: string }) => l.id)).toContain(body.id);
    const theirs = await other.call("GET", "/api/licences");
    expect(theirs.body.map((l: { id: string }) => l.id)).not.toContain(body.id);
    expect((await other.call("DELETE", `/api/licences/${body.id}`)).status).toBe(404);
  });

  test("a partner removes their licence and its scan", async () => {
    const { body } = await addLicence(partner.token);
    const removed = await partner.call("DELETE", `/api/licences/${body.id}`);
    expect(removed.body).toEqual({ id: body.id, deleted: true });
    const { rows } = await pool.query(
      "select 1 from storage.objects where bucket_id = 'licence-scans' and name like $1",
      [`%/${body.id}/%`],
    );
    expect(rows).toEqual([]);
  });
});

describe("the admins' review", () => {
  test("partners cannot list or review", async () => {
    expect((await partner.call("GET", "/api/admin/licences")).status).toBe(403);
    const { body } = await addLicence(partner.token);
    const review = await partner.call("PUT", `/api/admin/licences/${body.id}`, {
      status: "approved",
    });
    expect(review.status).toBe(403);
  });

  test("filters by status and by expiry within 30 days", async () => {
    const soon = (await addLicence(other.token, { expiresOn: dayIn(10) })).body;
    const later = (await addLicence(other.token, { expiresOn: dayIn(90) })).body;
    const ids = async (query: string) =>
      (await admin.call("GET", `/api/admin/licences${query}`)).body.map(
        (l: { id: string }) => l.id,
      );
    expect(await ids("?status=pending")).toEqual(expect.arrayContaining([soon.id, later.id]));
    expect(await ids("?status=approved")).not.toContain(soon.id);
    const expiring = await ids("?expiring=true");
    expect(expiring).toContain(soon.id);
    expect(expiring).not.toContain(later.id);
    expect((await admin.call("GET", "/api/admin/licences?status=lost")).status).toBe(400);
  });

  test("the 30 days of the expiry filter are counted on the licence state's clock", async () => {
    // Hawaii's clock trails UTC's by ten hours: from 00:00 to 10:00 UTC its day 31 is UTC's day
    // 30, which a filter on UTC's date would list. Its day 30 is within 30 days at any hour.
    const [last, past] = [
      (await addLicence(other.token, { state: "HI" })).body,
      (await addLicence(other.token, { state: "HI" })).body,
    ];
    for (const [licence, days] of [
      [last, 30],
      [past, 31],
    ] as const) {
      await pool.query(
        "update public.partner_licences set expires_on = private.state_date(state, now()) + $2::int where id = $1",
        [licence.id, days],
      );
    }
    const { body } = await admin.call("GET", "/api/admin/licences?expiring=true");
    const ids = body.map((l: { id: string }) => l.id);
    expect(ids).toContain(last.id);
    expect(ids).not.toContain(past.id);
  });

  test("a rejection needs a reason; the partner is told the decision", async () => {
    const { body } = await addLicence(other.token);
    const noReason = await admin.call("PUT", `/api/admin/licences/${body.id}`, {
      status: "rejected",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors.rejectionReason).toEqual([
      "Please give a reason for rejecting this licence",
    ]);
    const rejected = await admin.call("PUT", `/api/admin/licences/${body.id}`, {
      status: "rejected",
      rejectionReason: "The scan is unreadable",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: "rejected",
      rejectionReason: "The scan is unreadable",
      partner: { id: other.id },
    });
    expect(rejected.body.scanUrl).toEqual(expect.any(String));
    const { rows } = await pool.query(
      "select type, data from public.notifications where user_id = $1 and data ->> 'licenceId' = $2",
      [other.id, body.id],
    );
    expect(withWords(rows).map(({ title }) => ({ title }))).toEqual([
      { title: "Licence rejected" },
    ]);
  });
});

describe("bidding on a tour that requires a licence", () => {
  test("the card says what is required; the bid is refused (409) until a licence is approved, then placed", async () => {
    const bidder = other;
    const tour = await licensedTour("Bend, OR");
    const card = async () => {
      const { body } = await bidder.call(
        "GET",
        "/api/opportunities/all?pageSize=100&sort=-createdAt",
      );
      return body.items.find((item: { id: string }) => item.id === tour);
    };
    expect((await card()).licenceRequirement).toEqual({ state: "OR", held: false, pending: false });

    const refused = await bidder.call("POST", "/api/bids", { opportunityId: tour, amount: 300 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This tour requires an approved, unexpired OR cannabis licence.",
    );

    const { body: licence } = await addLicence(bidder.token, { state: "OR" });
    // Sent for review: the card says it waits for an admin, not to add one.
    expect((await card()).licenceRequirement).toEqual({ state: "OR", held: false, pending: true });
    expect(
      (await bidder.call("POST", "/api/bids", { opportunityId: tour, amount: 300 })).status,
    ).toBe(409);
    await admin.call("PUT", `/api/admin/licences/${licence.id}`, { status: "approved" });
    expect((await card()).licenceRequirement).toEqual({ state: "OR", held: true, pending: false });
    const placed = await bidder.call("POST", "/api/bids", { opportunityId: tour, amount: 300 });
    expect(placed.status).toBe(201);

    // The verified badge's reason, for the partner and in the admins' user list.
    expect((await bidder.call("GET", "/api/auth/user")).body.licensedStates).toEqual(["OR"]);
    const listed = await admin.call("GET", `/api/admin/users?search=${bidder.email}`);
    expect(listed.body.items[0].licensedStates).toEqual(["OR"]);
  });

  test("an expired licence does not count", async () => {
    const bidder = partner;
    const tour = await licensedTour("Denver, CO");
    const { body: licence } = await addLicence(bidder.token, { state: "CO" });
    await admin.call("PUT", `/api/admin/licences/${licence.id}`, { status: "approved" });
    await pool.query(
      "update public.partner_licences set expires_on = private.state_date(state, now()) - 1 where id = $1",
      [licence.id],
    );
    const refused = await bidder.call("POST", "/api/bids", { opportunityId: tour, amount: 300 });
    expect(refused.status).toBe(409);
    const profile = await bidder.call("GET", "/api/auth/user");
    expect(profile.body.licensedStates).toEqual([]);
  });
});

import { afterAll, describe, expect, test } from "vitest";
import { ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { createUser } from "../support/db-fixtures.ts";
import { createAdmin, createPartner } from "./support/accounts.ts";
import { testNumber, whatsappInbound } from "./support/whatsapp.ts";

/**
 * Messages from numbers no partner verified: kept for admins, in no thread.
 * Admins read them at GET /api/admin/emails/unknown-whatsapp; the database refuses anyone else.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

describe("GET /api/admin/emails/unknown-whatsapp", () => {
  test("an admin reads a stranger's message, newest first, with how many there are", async () => {
    const admin = await createAdmin(pool, "wa-unknown-admin");
    const stranger = testNumber().e164;
    const first = await whatsappInbound(stranger, "Do you run tours in May?");
    const second = await whatsappInbound(stranger, "Hello again?");
    expect([first.responseStatus, second.responseStatus]).toEqual([200, 200]);

    const res = await admin.call("GET", "/api/admin/emails/unknown-whatsapp?pageSize=100");
    expect(res.status).toBe(200);
    const ids = res.body.items.map((m: { id: string }) => m.id);
    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(res.body.items[ids.indexOf(first.id)]).toEqual({
      id: first.id,
      from: stranger,
      message: "Do you run tours in May?",
      receivedAt: expect.any(String),
    });
    expect(res.body).toMatchObject({ page: 1, pageSize: 100 });
    expect(res.body.total).toBeGreaterThanOrEqual(2);

    const one = await admin.call("GET", "/api/admin/emails/unknown-whatsapp?pageSize=1");
    expect(one.body.items).toHaveLength(1);
    expect(one.body.total).toBe(res.body.total);
  });

  test("a partner is refused, and a bad page is a 400 with a sentence", async () => {
    const partner = await createPartner(pool, "wa-unknown-partner");
    const refused = await partner.call("GET", "/api/admin/emails/unknown-whatsapp");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
    const admin = await createAdmin(pool, "wa-unknown-admin-page");
    const bad = await admin.call("GET", "/api/admin/emails/unknown-whatsapp?page=0");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });

  test("the database refuses a partner who calls the list directly", async () => {
    const partner = await createUser(pool, { label: "wa-unknown-direct" });
    expect(
      await sqlState(
        tryAs(pool, partner.caller, (c) =>
          c.query("select * from private.list_whatsapp_unknown_messages(10, 0)"),
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(
        tryAs(pool, partner.caller, (c) =>
          c.query("select * from private.whatsapp_unknown_messages"),
        ),
      ),
    ).toBe("42501");
  });
});

import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { clientSignedInAs, TINY_PDF } from "../support/clients.ts";
import { actAs, type Client, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import { insertRow, usersBeforeAll } from "../support/db-fixtures.ts";

/**
 * A licence's scan is the one its review saw: once a licence names it, the partner can neither
 * replace it (an upload with x-upsert, update, move) nor delete it, through Storage or
 * directly (as PostgREST runs SQL), whatever the licence's status; a new scan is a new licence.
 * A scan no licence names any more (the licence was removed) goes as before.
 */

const pool = ownerPool(3);
const BUCKET = "licence-scans";
const OTHER_PDF = new Blob(["%PDF-1.4\n% another document\n%%EOF\n"], { type: "application/pdf" });

const { admin, partner } = usersBeforeAll(pool, {
  admin: { label: "scan-admin", role: "admin" },
  partner: { label: "scan-partner" },
});

let partnerClient: SupabaseClient;
let adminClient: SupabaseClient;

beforeAll(async () => {
  [partnerClient, adminClient] = await Promise.all([
    clientSignedInAs(partner),
    clientSignedInAs(admin),
  ]);
});

afterAll(() => pool.end());

type Status = "pending" | "approved" | "rejected";

/** A licence of `partner` whose scan they uploaded first, as the API does, then reviewed. */
async function scannedLicence(status: Status) {
  const id = crypto.randomUUID();
  const path = `${partner.id}/${id}/licence.pdf`;
  const uploaded = await partnerClient.storage
    .from(BUCKET)
    .upload(path, TINY_PDF, { contentType: "application/pdf" });
  expect(uploaded.error).toBeNull();
  await insertRow(pool, "partner_licences", {
    id,
    partner_id: partner.id,
    state: "CA",
    licence_type: "retail",
    licence_number: `C10-${id.slice(0, 8)}`,
    expires_on: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
    scan_path: path,
  });
  if (status !== "pending") {
    await actAs(pool, admin.caller, (c) =>
      c.query(
        "update public.partner_licences set status = $2, rejection_reason = $3 where id = $1",
        [id, status, status === "rejected" ? "Unreadable scan" : null],
      ),
    );
  }
  return { id, path };
}

/** What the admin reads at `path`, and the licence's status. */
async function reviewed(id: string, path: string) {
  const read = await adminClient.storage.from(BUCKET).download(path);
  const { rows } = await pool.query("select status from public.partner_licences where id = $1", [
    id,
  ]);
  return { scan: (await read.data?.text()) ?? null, status: rows[0]?.status };
}

const ORIGINAL = "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

describe.each<Status>(["approved", "rejected", "pending"])("the scan of a %s licence", (status) => {
  test("cannot be replaced or removed by the partner through Storage", async () => {
    const { id, path } = await scannedLicence(status);
    const storage = partnerClient.storage.from(BUCKET);

    const upserted = await storage.upload(path, OTHER_PDF, {
      contentType: "application/pdf",
      upsert: true,
    });
    expect(upserted.error).not.toBeNull();
    const updated = await storage.update(path, OTHER_PDF, { contentType: "application/pdf" });
    expect(updated.error).not.toBeNull();
    const moved = await storage.move(path, `${partner.id}/${id}/moved.pdf`);
    expect(moved.error).not.toBeNull();
    // Storage answers a removal that RLS filtered out with an empty list, not an error.
    const removed = await storage.remove([path]);
    expect(removed.data ?? []).toEqual([]);

    expect(await reviewed(id, path)).toEqual({ scan: ORIGINAL, status });
  });

  test("cannot be replaced or removed by the partner directly", async () => {
    const { id, path } = await scannedLicence(status);
    const updated = await actAs(pool, partner.caller, (c) =>
      c.query(
        `update storage.objects set metadata = metadata || '{"size": 1}', name = name || '.old'
         where bucket_id = $1 and name = $2`,
        [BUCKET, path],
      ),
    );
    expect(updated.rowCount).toBe(0);
    // A plain DELETE is refused whoever runs it; the Storage API's own (allowed by its setting,
    // as the caller) is the policy's to decide.
    const remove = (c: Client) =>
      c.query("delete from storage.objects where bucket_id = $1 and name = $2", [BUCKET, path]);
    expect(await sqlState(tryAs(pool, partner.caller, remove))).toBe("42501");
    const deleted = await actAs(pool, partner.caller, async (c) => {
      await c.query("set local storage.allow_delete_query = 'true'");
      return remove(c);
    });
    expect(deleted.rowCount).toBe(0);
    expect(await reviewed(id, path)).toEqual({ scan: ORIGINAL, status });
  });
});

test("a reviewed licence's scan removed by an admin cannot be uploaded again by the partner", async () => {
  const { id, path } = await scannedLicence("approved");
  expect((await adminClient.storage.from(BUCKET).remove([path])).data).toHaveLength(1);

  const again = await partnerClient.storage
    .from(BUCKET)
    .upload(path, OTHER_PDF, { contentType: "application/pdf" });
  expect(again.error).not.toBeNull();
  const direct = await sqlState(
    tryAs(pool, partner.caller, (c) =>
      c.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3::uuid, $3::uuid::text, '{"mimetype": "application/pdf", "size": 10}')`,
        [BUCKET, path, partner.id],
      ),
    ),
  );
  expect(direct).toBe("42501");
  expect(await reviewed(id, path)).toEqual({ scan: null, status: "approved" });
});

test("once the partner removes the licence, its scan goes too", async () => {
  const { id, path } = await scannedLicence("approved");
  await actAs(pool, partner.caller, (c) =>
    c.query("delete from public.partner_licences where id = $1", [id]),
  );
  expect((await partnerClient.storage.from(BUCKET).remove([path])).data).toHaveLength(1);
  const { rows } = await pool.query(
    "select 1 from storage.objects where bucket_id = $1 and name = $2",
    [BUCKET, path],
  );
  expect(rows).toHaveLength(0);
});

test("a scan no licence names is the partner's to remove and upload again", async () => {
  const path = `${partner.id}/${crypto.randomUUID()}/draft.pdf`;
  const storage = partnerClient.storage.from(BUCKET);
  expect(
    (await storage.upload(path, TINY_PDF, { contentType: "application/pdf" })).error,
  ).toBeNull();
  expect((await storage.remove([path])).data).toHaveLength(1);
  expect(
    (await storage.upload(path, OTHER_PDF, { contentType: "application/pdf" })).error,
  ).toBeNull();
});

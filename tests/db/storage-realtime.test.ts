import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { clientSignedInAs, serviceClient, TINY_PDF } from "../support/clients.ts";
import { ownerPool } from "../support/db-callers.ts";
import {
  createLegalDocument,
  createOpportunity,
  createUser,
  type TestUser,
} from "../support/db-fixtures.ts";

/**
 * The legal-documents bucket and the Realtime publication, through supabase-js as the app uses
 * them: the bucket's limits and the storage policies of the database migrations decide.
 */

const pool = ownerPool(2);

let admin: TestUser;
let partner: TestUser;
let adminClient: SupabaseClient;
let partnerClient: SupabaseClient;

beforeAll(async () => {
  admin = await createUser(pool, { label: "storage-admin", role: "admin" });
  partner = await createUser(pool, { label: "storage-partner" });
  adminClient = await clientSignedInAs(admin);
  partnerClient = await clientSignedInAs(partner);
});

afterAll(async () => {
  await Promise.all([adminClient.removeAllChannels(), partnerClient.removeAllChannels()]);
  await pool.end();
});

describe("legal-documents bucket", () => {
  test("is private, holds PDFs only, up to 10 MB", async () => {
    const { rows } = await pool.query(
      "select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'legal-documents'",
    );
    expect(rows[0]).toEqual({
      public: false,
      file_size_limit: "10485760",
      allowed_mime_types: ["application/pdf"],
    });
  });

  test("no client role reaches the PDFs in Storage: nobody downloads, signs, uploads or removes one", async () => {
    // The API works the bucket with the service role once the database has authorised the
    // caller; a client role, admin or partner, gets nothing from Storage itself.
    const bucket = "legal-documents";
    const path = `${crypto.randomUUID()}/agreement.pdf`;
    const stored = await serviceClient()
      .storage.from(bucket)
      .upload(path, TINY_PDF, { contentType: "application/pdf" });
    expect(stored.error).toBeNull();
    await createLegalDocument(pool, { pdf_path: path });

    for (const client of [partnerClient, adminClient]) {
      const download = await client.storage.from(bucket).download(path);
      expect(download.data).toBeNull();
      const signed = await client.storage.from(bucket).createSignedUrl(path, 3650 * 86_400);
      expect(signed.data).toBeNull();
      const upload = await client.storage
        .from(bucket)
        .upload(`${crypto.randomUUID()}/mine.pdf`, TINY_PDF, { contentType: "application/pdf" });
      expect(upload.error).not.toBeNull();
      await client.storage.from(bucket).remove([path]);
    }
    const { rows } = await pool.query(
      "select 1 from storage.objects where bucket_id = 'legal-documents' and name = $1",
      [path],
    );
    expect(rows).toHaveLength(1);
  });

  test("refuses other file types and files over 10 MB", async () => {
    const storage = serviceClient().storage;
    const text = await storage
      .from("legal-documents")
      .upload(`${crypto.randomUUID()}/notes.txt`, new Blob(["hello"], { type: "text/plain" }), {
        contentType: "text/plain",
      });
    expect(text.error).not.toBeNull();
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "application/pdf" });
    const tooBig = await storage
      .from("legal-documents")
      .upload(`${crypto.randomUUID()}/big.pdf`, big, { contentType: "application/pdf" });
    expect(tooBig.error).not.toBeNull();
  });
});

describe("realtime", () => {
  test("the publication carries chat messages and notifications", async () => {
    const { rows } = await pool.query(
      "select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1",
    );
    expect(rows.map((r) => r.tablename)).toEqual(
      expect.arrayContaining(["chat_messages", "notifications"]),
    );
  });

  test("a partner hears of their assignment as it happens", async () => {
    const received: Array<Record<string, unknown>> = [];
    const channel = partnerClient.channel(`notifications-${partner.id}`);
    await new Promise<void>((resolve, reject) => {
      channel
        .on(
          "postgres_changes",
          {
            event: "INSERT",
            schema: "public",
            table: "notifications",
            filter: `user_id=eq.${partner.id}`,
          },
          (payload) => received.push(payload.new),
        )
        .subscribe((status, error) => {
          if (status === "SUBSCRIBED") resolve();
          if (status === "CHANNEL_ERROR" || status === "TIMED_OUT")
            reject(error ?? new Error(status));
        });
    });
    const opportunity = await createOpportunity(pool, { title: "Live assignment" });
    await pool.query("select private.add_assignments($1, array[$2]::uuid[])", [
      opportunity,
      partner.id,
    ]);
    await expect.poll(() => received.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(received[0]).toMatchObject({ user_id: partner.id, type: "assignment" });
  });
});

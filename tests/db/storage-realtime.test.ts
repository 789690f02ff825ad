import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { anonClient } from "../support/clients.ts";
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
const PDF = new Blob(["%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"], {
  type: "application/pdf",
});

let admin: TestUser;
let partner: TestUser;
let adminClient: SupabaseClient;
let partnerClient: SupabaseClient;

async function signIn(user: TestUser) {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({
    email: user.email,
    password: "Passw0rd!",
  });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  admin = await createUser(pool, { label: "storage-admin", role: "admin" });
  partner = await createUser(pool, { label: "storage-partner" });
  adminClient = await signIn(admin);
  partnerClient = await signIn(partner);
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

  test("admins upload; partners read the PDFs of active documents only and upload nothing", async () => {
    const path = `${crypto.randomUUID()}/agreement.pdf`;
    const bucket = "legal-documents";
    const uploaded = await adminClient.storage
      .from(bucket)
      .upload(path, PDF, { contentType: "application/pdf" });
    expect(uploaded.error).toBeNull();

    const before = await partnerClient.storage.from(bucket).download(path);
    expect(before.data).toBeNull(); // no document points at it yet

    const document = await createLegalDocument(pool, { pdf_path: path });
    const during = await partnerClient.storage.from(bucket).download(path);
    expect(during.error).toBeNull();
    expect(await during.data?.text()).toContain("%PDF-1.4");

    await pool.query("update public.legal_documents set is_active = false where id = $1", [
      document,
    ]);
    const after = await partnerClient.storage.from(bucket).download(path);
    expect(after.data).toBeNull();

    const partnerUpload = await partnerClient.storage
      .from(bucket)
      .upload(`${crypto.randomUUID()}/mine.pdf`, PDF, { contentType: "application/pdf" });
    expect(partnerUpload.error).not.toBeNull();
  });

  test("refuses other file types and files over 10 MB", async () => {
    const text = await adminClient.storage
      .from("legal-documents")
      .upload(`${crypto.randomUUID()}/notes.txt`, new Blob(["hello"], { type: "text/plain" }), {
        contentType: "text/plain",
      });
    expect(text.error).not.toBeNull();
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "application/pdf" });
    const tooBig = await adminClient.storage
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
    await pool.query(
      "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)",
      [opportunity, partner.id],
    );
    await expect.poll(() => received.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(received[0]).toMatchObject({ user_id: partner.id, type: "assignment" });
  });
});

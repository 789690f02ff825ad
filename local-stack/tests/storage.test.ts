import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceClient, signedInClient } from "../../tests/support/clients.ts";
import { testStack } from "../../tests/support/stack.ts";

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

const BUCKET = `storage-test-${randomUUID().slice(0, 8)}`;
const OWN_FOLDER = `bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text`;
const POLICIES = [
  `create policy "${BUCKET}: users read their own folder" on storage.objects
     for select to authenticated using (${OWN_FOLDER})`,
  `create policy "${BUCKET}: users add to their own folder" on storage.objects
     for insert to authenticated with check (${OWN_FOLDER})`,
  `create policy "${BUCKET}: users replace in their own folder" on storage.objects
     for update to authenticated using (${OWN_FOLDER}) with check (${OWN_FOLDER})`,
  `create policy "${BUCKET}: users delete from their own folder" on storage.objects
     for delete to authenticated using (${OWN_FOLDER})`,
];

const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\nsigned partner contract\n%%EOF\n");
const ONE_MB = 1024 * 1024;

let db: pg.Client;
let owner: SignedIn;
let other: SignedIn;

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const ownPath = (user: SignedIn, file: string) => `${user.user.id}/${file}`;
const bucketOf = (user: SignedIn) => user.client.storage.from(BUCKET);

beforeAll(async () => {
  // Set up as a migration would: role postgres creates the bucket and its policies.
  db = new pg.Client({ connectionString: testStack.dbUrl });
  await db.connect();
  await db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, false, $2, array['application/pdf', 'text/plain'])`,
    [BUCKET, ONE_MB],
  );
  for (const policy of POLICIES) await db.query(policy);
  [owner, other] = await Promise.all([
    signedInClient("storage-owner"),
    signedInClient("storage-other"),
  ]);
});

afterAll(async () => {
  const storage = serviceClient().storage;
  await storage.emptyBucket(BUCKET);
  await storage.deleteBucket(BUCKET);
  for (const action of ["read", "add to", "replace in", "delete from"]) {
    await db.query(
      `drop policy if exists "${BUCKET}: users ${action} their own folder" on storage.objects`,
    );
  }
  await db.end();
});

describe("storage objects through supabase-js", () => {
  it("uploads a Blob (multipart) and downloads the same bytes and type", async () => {
    const path = ownPath(owner, "contract.pdf");
    const upload = await bucketOf(owner).upload(
      path,
      new Blob([PDF_BYTES], { type: "application/pdf" }),
    );
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });
    expect(upload.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const download = await bucketOf(owner).download(path);
    expect(download.error).toBeNull();
    expect(download.data?.type).toBe("application/pdf");
    expect(await bytesOf(download.data as Blob)).toEqual(PDF_BYTES);
  });

  it("uploads raw bytes (ArrayBuffer) with the given content type and cache control", async () => {
    const path = ownPath(owner, "notes.txt");
    const text = "Pick-up at 08:00, hotel lobby.";
    const body = new TextEncoder().encode(text).buffer;
    const upload = await bucketOf(owner).upload(path, body, {
      contentType: "text/plain",
      cacheControl: "60",
    });
    expect(upload.error).toBeNull();

    const info = await bucketOf(owner).info(path);
    expect(info.data).toMatchObject({ name: path, size: text.length, contentType: "text/plain" });
    expect(info.data?.cacheControl).toBe("max-age=60");
    expect(await (await bucketOf(owner).download(path)).data?.text()).toBe(text);
  });

  it("lists the files of the user's folder with their metadata", async () => {
    const { data, error } = await bucketOf(owner).list(owner.user.id, {
      sortBy: { column: "name", order: "asc" },
    });
    expect(error).toBeNull();
    const contract = data?.find((entry) => entry.name === "contract.pdf");
    expect(contract?.metadata).toMatchObject({
      size: PDF_BYTES.length,
      mimetype: "application/pdf",
    });
    expect(data?.map((entry) => entry.name)).toContain("notes.txt");

    const root = await serviceClient().storage.from(BUCKET).list();
    expect(root.data).toContainEqual(expect.objectContaining({ name: owner.user.id, id: null }));
  });

  it("serves a signed URL without apikey or session, and refuses a tampered token", async () => {
    const path = ownPath(owner, "contract.pdf");
    const { data, error } = await bucketOf(owner).createSignedUrl(path, 60);
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl as string;

    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);

    const url = new URL(signedUrl);
    const [header, payload, signature] = (url.searchParams.get("token") as string).split(".");
    const claims = JSON.parse(Buffer.from(payload as string, "base64url").toString());
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString(
      "base64url",
    );
    url.searchParams.set("token", `${header}.${longer}.${signature}`);
    const tampered = await fetch(url);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: "400", code: "InvalidSignature" });
  });

  it("rejects a file over the bucket's size limit with 413, in both body forms", async () => {
    const oversize = new Uint8Array(ONE_MB + 1);
    const asBlob = await bucketOf(owner).upload(
      ownPath(owner, "big.pdf"),
      new Blob([oversize], { type: "application/pdf" }),
    );
    expect(asBlob.error).toMatchObject({ statusCode: "413", status: 413 });
    const raw = await bucketOf(owner).upload(ownPath(owner, "big-raw.pdf"), oversize, {
      contentType: "application/pdf",
    });
    expect(raw.error).toMatchObject({ statusCode: "413", status: 413 });
    expect((await bucketOf(owner).exists(ownPath(owner, "big.pdf"))).data).toBe(false);
  });

  it("rejects a content type the bucket does not allow with 415", async () => {
    const upload = await bucketOf(owner).upload(
      ownPath(owner, "photo.png"),
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }),
    );
    expect(upload.error).toMatchObject({ statusCode: "415", status: 415 });
  });

  it("refuses to overwrite without upsert (409) and replaces with upsert", async () => {
    const path = ownPath(owner, "notes.txt");
    const duplicate = await bucketOf(owner).upload(path, "second draft", {
      contentType: "text/plain",
    });
    expect(duplicate.error).toMatchObject({ statusCode: "409", status: 409 });

    const replaced = await bucketOf(owner).upload(path, "final version", {
      contentType: "text/plain",
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    expect(await (await bucketOf(owner).download(path)).data?.text()).toBe("final version");
  });

  it("keeps another user from reading, signing or listing the first user's objects", async () => {
    const path = ownPath(owner, "contract.pdf");
    const download = await bucketOf(other).download(path);
    expect(download.data).toBeNull();
    expect(download.error).toMatchObject({ statusCode: "404" });

    const signed = await bucketOf(other).createSignedUrl(path, 60);
    expect(signed.data).toBeNull();
    expect(signed.error).toMatchObject({ statusCode: "404" });

    const listing = await bucketOf(other).list(owner.user.id);
    expect(listing.data).toEqual([]);
  });

  it("refuses another user's upload into the first user's folder with 403", async () => {
    const upload = await bucketOf(other).upload(
      ownPath(owner, "planted.pdf"),
      new Blob([PDF_BYTES], { type: "application/pdf" }),
    );
    expect(upload.error).toMatchObject({ statusCode: "403", status: 403 });
    const seen = await serviceClient().storage.from(BUCKET).exists(ownPath(owner, "planted.pdf"));
    expect(seen.data).toBe(false);
  });

  it("answers a request with a bad token with AccessDenied", async () => {
    const response = await fetch(
      `${testStack.apiUrl}/storage/v1/object/${BUCKET}/${ownPath(owner, "notes.txt")}`,
      {
        headers: { apikey: testStack.anonKey, authorization: "Bearer not-a-jwt" },
      },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ statusCode: "403", code: "AccessDenied" });
  });

  it("removes an object, after which it can no longer be downloaded", async () => {
    const path = ownPath(owner, "contract.pdf");
    const removed = await bucketOf(owner).remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((row) => row.name)).toEqual([path]);

    const download = await bucketOf(owner).download(path);
    expect(download.error).toMatchObject({ statusCode: "404" });
  });
});

describe("storage buckets through supabase-js (service role)", () => {
  const bucket = `storage-test-public-${randomUUID().slice(0, 8)}`;

  it("creates, reads, updates, serves publicly, empties and deletes a bucket", async () => {
    const storage = serviceClient().storage;
    expect(
      (await storage.createBucket(bucket, { public: false, allowedMimeTypes: ["image/*"] })).error,
    ).toBeNull();
    expect((await storage.createBucket(bucket, { public: false })).error).toMatchObject({
      statusCode: "409",
    });
    expect((await storage.getBucket(bucket)).data).toMatchObject({ id: bucket, public: false });

    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
    expect((await storage.from(bucket).upload("tours/cover.png", image)).error).toBeNull();
    const publicUrl = storage.from(bucket).getPublicUrl("tours/cover.png").data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(404);

    expect((await storage.updateBucket(bucket, { public: true })).error).toBeNull();
    const served = await fetch(publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await storage.listBuckets()).data?.map((b) => b.id)).toContain(bucket);

    expect((await storage.deleteBucket(bucket)).error).toMatchObject({ statusCode: "409" });
    expect((await storage.emptyBucket(bucket)).error).toBeNull();
    expect((await storage.deleteBucket(bucket)).error).toBeNull();
    expect((await storage.getBucket(bucket)).error).toMatchObject({ statusCode: "404" });
  });
});

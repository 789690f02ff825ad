import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "smol-toml";
import type { StackConfig } from "../lib/config.ts";

interface BucketSeed {
  objects_path?: string;
}

/**
 * Uploads the files under each `[storage.buckets.NAME] objects_path` of supabase/config.toml, as
 * `supabase seed buckets` does under `supabase start`. Objects that already exist are left
 * alone, so files replaced through the app survive a restart.
 */
export async function seedBuckets(config: StackConfig) {
  const toml = parse(readFileSync(path.join(config.rootDir, "supabase", "config.toml"), "utf8"));
  const buckets = ((toml.storage as Record<string, unknown> | undefined)?.buckets ?? {}) as Record<
    string,
    BucketSeed
  >;
  const headers = {
    apikey: config.serviceRoleKey,
    authorization: `Bearer ${config.serviceRoleKey}`,
  };
  let uploaded = 0;
  for (const [bucket, seed] of Object.entries(buckets)) {
    if (!seed.objects_path) continue;
    const root = path.resolve(config.rootDir, "supabase", seed.objects_path);
    for (const file of await listFiles(root)) {
      const name = path.relative(root, file).split(path.sep).join("/");
      const url = `${config.apiUrl}/storage/v1/object/${bucket}/${encodeURI(name)}`;
      if ((await fetch(url, { method: "HEAD", headers })).ok) continue;
      const response = await fetch(url, {
        method: "POST",
        headers: { ...headers, "content-type": contentTypeOf(name) },
        body: await readFile(file),
      });
      if (!response.ok) throw new Error(`seeding ${bucket}/${name}: ${await response.text()}`);
      uploaded++;
    }
  }
  return uploaded;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
    ),
  );
  return nested.flat();
}

const TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".txt": "text/plain",
};

function contentTypeOf(name: string) {
  return TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream";
}

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  extraDifferences,
  migrationFiles,
  type ScratchCluster,
  schemaDiff,
  schemaFiles,
  startScratchCluster,
} from "../../local-stack/postgres/schema-diff.ts";

/**
 * supabase/schemas is the schema's readable definition and supabase/migrations is generated
 * from it (`npm run db:diff`): a database built from each must be the same, object for object.
 */
let cluster: ScratchCluster;

beforeAll(async () => {
  cluster = await startScratchCluster(["from_migrations", "from_schemas"]);
  await cluster.apply("from_migrations", await migrationFiles());
  await cluster.apply("from_schemas", await schemaFiles());
}, 180_000);

afterAll(() => cluster?.stop());

describe("supabase/schemas and supabase/migrations", () => {
  test("build the same tables, functions, policies, triggers and privileges", async () => {
    const sql = await schemaDiff(cluster.url("from_migrations"), cluster.url("from_schemas"));
    expect(sql, "run `npm run db:diff -- <name>` and commit the migration it writes").toBe("");
  });

  test("build the same publication, buckets, default privileges and reference rows", async () => {
    const differences = await extraDifferences(
      cluster.url("from_migrations"),
      cluster.url("from_schemas"),
    );
    expect(differences).toEqual([]);
  });

  test("the diff sees a change made in one of them", async () => {
    const planted = "create table public.planted_for_the_test (id integer primary key)";
    await cluster.query("from_schemas", planted);
    try {
      const sql = await schemaDiff(cluster.url("from_migrations"), cluster.url("from_schemas"));
      expect(sql).toContain('create table "public"."planted_for_the_test"');
    } finally {
      await cluster.query("from_schemas", "drop table public.planted_for_the_test");
    }
  });
});

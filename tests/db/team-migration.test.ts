import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROOT_DIR } from "../../local-stack/lib/config.ts";
import {
  migrationFiles,
  type ScratchCluster,
  startScratchCluster,
} from "../../local-stack/postgres/schema-diff.ts";

/**
 * The migration that made teams keeps every partner's data: a database built from the
 * migrations before it, with the demo data in it, counts each partner's rows in every table
 * that holds rows by `partner_id` or `user_id`; then the team migration is applied and the
 * counts are the same, and every partner is the owner of their business.
 */
let cluster: ScratchCluster;
let db: pg.Client;

async function partnerRowCounts(client: pg.Client) {
  const { rows: tables } = await client.query<{ table: string; column: string }>(
    `select c.table_name as table, c.column_name as column
     from information_schema.columns c
     join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.column_name in ('partner_id', 'user_id') and c.table_name <> 'team_members'
     order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { table, column } of tables) {
    const { rows } = await client.query<{ partner: string; n: number }>(
      `select x.${column} as partner, count(*)::int as n
       from public.${table} x join public.users u on u.id = x.${column}
       where u.role = 'partner' group by 1`,
    );
    for (const row of rows) counts[`${table}.${column} ${row.partner}`] = row.n;
  }
  return counts;
}

beforeAll(async () => {
  const files = await migrationFiles();
  const team = files.findIndex((file) => file.endsWith("_team.sql"));
  cluster = await startScratchCluster(["before_teams"]);
  await cluster.apply("before_teams", files.slice(0, team));
  await cluster.apply("before_teams", [path.join(ROOT_DIR, "supabase", "seed.sql")]);
  db = new pg.Client({ connectionString: cluster.url("before_teams") });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

describe("the team migration", () => {
  test("keeps every partner's rows and makes each partner the owner of their business", async () => {
    const { rows: partners } = await db.query<{ id: string }>(
      "select id from public.users where role = 'partner' order by id",
    );
    expect(partners.length).toBeGreaterThan(0);
    const before = await partnerRowCounts(db);
    expect(Object.keys(before).length).toBeGreaterThan(partners.length);

    const files = await migrationFiles();
    const team = files.find((file) => file.endsWith("_team.sql")) as string;
    await db.query(await readFile(team, "utf8"));

    expect(await partnerRowCounts(db)).toEqual(before);
    const { rows: owners } = await db.query<{ id: string }>(
      `select m.partner_id as id from public.team_members m
       where m.role = 'owner' and m.user_id = m.partner_id order by 1`,
    );
    expect(owners).toEqual(partners);
    const { rows: admins } = await db.query(
      `select 1 from public.team_members m join public.users u on u.id = m.user_id
       where u.role <> 'partner'`,
    );
    expect(admins).toEqual([]);
  });
});

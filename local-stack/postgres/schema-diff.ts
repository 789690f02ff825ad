import { readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { createClient } from "@pgkit/client";
import { run as migra } from "@pgkit/migra";
import pg from "pg";
import { DB_PASSWORD, ROOT_DIR } from "../lib/config.ts";
import { applyPlatformBootstrap } from "./bootstrap.ts";
import { startPostgres } from "./embedded-postgres.ts";

export const MIGRATIONS_DIR = path.join(ROOT_DIR, "supabase", "migrations");
export const SCHEMAS_DIR = path.join(ROOT_DIR, "supabase", "schemas");

/** The schema files in the order `[db.migrations] schema_paths` applies them (by name). */
export async function schemaFiles(): Promise<string[]> {
  return (await readdir(SCHEMAS_DIR))
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => path.join(SCHEMAS_DIR, name));
}

export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR))
    .filter((name) => /^\d{14}_.+\.sql$/.test(name))
    .sort()
    .map((name) => path.join(MIGRATIONS_DIR, name));
}

/** A throwaway cluster with one database per name, each with the platform bootstrap applied. */
export interface ScratchCluster {
  url(database: string): string;
  /** Applies the files in order, each as one script, as `postgres` (as `supabase db push` does). */
  apply(database: string, files: string[]): Promise<void>;
  query(database: string, sql: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startScratchCluster(databases: string[]): Promise<ScratchCluster> {
  const port = await freePort();
  const dataDir = path.join(ROOT_DIR, ".data", `schema-diff-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  const problems: string[] = [];
  const server = await startPostgres(dataDir, port, (line) => problems.push(line), {
    durable: false,
  });
  const url = (database: string, user = "postgres") =>
    `postgresql://${user}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`;
  try {
    // The bootstrap makes the cluster's roles first, so the databases can belong to postgres.
    await applyPlatformBootstrap(url("postgres", "supabase_admin"));
    await withClient(url("postgres", "supabase_admin"), async (admin) => {
      for (const database of databases) {
        await admin.query(`create database "${database}" owner postgres`);
      }
    });
    for (const database of databases) await applyPlatformBootstrap(url(database, "supabase_admin"));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: (database) => url(database),
    async apply(database, files) {
      await withClient(url(database), async (client) => {
        for (const file of files) {
          try {
            await client.query(await readFile(file, "utf8"));
          } catch (error) {
            throw new Error(`${path.relative(ROOT_DIR, file)}: ${(error as Error).message}`);
          }
        }
      });
    },
    async query(database, sql) {
      await withClient(url(database), (client) => client.query(sql));
    },
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The SQL that takes database `from` to the schema of database `to`: tables, columns,
 * constraints, indexes, functions, views, types, policies, triggers and privileges. Rows,
 * publications and default privileges are not compared (`extraDifferences` covers what this
 * schema uses of them).
 */
export async function schemaDiff(fromUrl: string, toUrl: string): Promise<string> {
  const from = createClient(fromUrl);
  const to = createClient(toUrl);
  try {
    const migration = await migra(from, to, { unsafe: true, withPrivileges: true });
    return migration.sql.trim();
  } finally {
    await Promise.all([from.end(), to.end()]);
  }
}

/** What the diff does not see: the publication's tables, reference rows, buckets and cron jobs. */
const EXTRA_FACTS = `
  select 'publication' as kind, schemaname || '.' || tablename as fact
    from pg_publication_tables where pubname = 'supabase_realtime'
  union all select 'bucket', row_to_json(b)::text
    from (select id, public, file_size_limit, allowed_mime_types from storage.buckets) b
  union all select 'default acl', defaclnamespace::regnamespace || ' ' || defaclobjtype::text || ' '
    || defaclacl::text from pg_default_acl
  union all select 'rows ' || c.relnamespace::regnamespace || '.' || c.relname,
    (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %s', c.oid::regclass),
      false, true, '')))[1]::text
    from pg_class c
   where c.relkind = 'r' and c.relnamespace::regnamespace::text in ('public', 'private')
  order by 1, 2`;

export async function extraDifferences(fromUrl: string, toUrl: string): Promise<string[]> {
  const facts = async (url: string) => {
    const { rows } = await withClient(url, (client) =>
      client.query<{ kind: string; fact: string }>(EXTRA_FACTS),
    );
    return new Set(rows.map((row) => `${row.kind}: ${row.fact}`));
  };
  const [from, to] = await Promise.all([facts(fromUrl), facts(toUrl)]);
  return [
    ...[...from].filter((fact) => !to.has(fact)).map((fact) => `- ${fact}`),
    ...[...to].filter((fact) => !from.has(fact)).map((fact) => `+ ${fact}`),
  ];
}

/** Runs `work` on one connection to `url`, closed afterwards whatever happens. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

import { readFile } from "node:fs/promises";
import pg from "pg";

const BOOTSTRAP_SQL = new URL("./bootstrap.sql", import.meta.url);

/** Applies the platform objects (roles, auth, storage, realtime) that migrations rely on. */
export async function applyPlatformBootstrap(adminDbUrl: string) {
  const sql = await readFile(BOOTSTRAP_SQL, "utf8");
  const client = new pg.Client({ connectionString: adminDbUrl });
  await client.connect();
  try {
    // One transaction, and a lock so two stacks racing on one cluster cannot interleave.
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock(54321)");
    await client.query(sql);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

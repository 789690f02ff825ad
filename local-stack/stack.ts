import { readdir, rm } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import { createAuthService } from "./auth/index.ts";
import { seedBuckets } from "./cli/seed-buckets.ts";
import { startScheduledJobs } from "./cron/index.ts";
import { startFunctions } from "./functions/index.ts";
import { authRoute, createGateway, functionsRoute, storageRoute } from "./gateway/gateway.ts";
import { type StackConfig, type StackProfile, stackConfig, stackLogFile } from "./lib/config.ts";
import type { StackContext } from "./lib/context.ts";
import { acquireDataLock } from "./lib/data-lock.ts";
import { createPool } from "./lib/db.ts";
import { type Logger, serviceLogger, stderrAndFileLogger } from "./lib/log.ts";
import { createMailbox } from "./mailbox/mailbox.ts";
import { applyPlatformBootstrap } from "./postgres/bootstrap.ts";
import { startPostgres } from "./postgres/embedded-postgres.ts";
import { applyMigrations } from "./postgres/migrate.ts";
import { loadPlacesIfMissing } from "./postgres/places.ts";
import { storeVaultSecrets } from "./postgres/vault-secrets.ts";
import { startRealtime } from "./realtime/index.ts";
import { createStorageService } from "./storage/index.ts";
import { createWhatsAppCopy } from "./whatsapp/whatsapp.ts";

export interface StartOptions {
  /** Start from an empty data folder (the test profile always does). */
  fresh?: boolean;
  /** Apply supabase/seed.sql once, on a database that has not had it. */
  seed?: boolean;
  /**
   * Postgres with Supabase's durable settings (fsync, full_page_writes, synchronous_commit).
   * On by default for dev; the test profile runs without them for speed unless asked.
   */
  durable?: boolean;
  /**
   * Run private.scheduled_jobs each minute, as pg_cron does. On by default for dev; the test
   * profile leaves it off: tests run a job when they mean to, and a job firing mid-test (the
   * mailer claiming a test's rows, then killed with it) would hold them for its lease.
   */
  scheduledJobs?: boolean;
  /**
   * How long Auth's access tokens live, in seconds (config.ts's default otherwise). The browser
   * tests ask for more than a year: a browser whose clock they set up to a year ahead
   * (tests/e2e/support/clock.ts) would otherwise find every session expired and refresh it on
   * every request.
   */
  jwtExpiry?: number;
  log?: Logger;
}

export interface RunningStack {
  config: StackConfig;
  stop(): Promise<void>;
}

/** Brings up Postgres, the platform bootstrap, migrations, the stand-ins and the gateway. */
export async function startStack(
  profile: StackProfile,
  options: StartOptions = {},
): Promise<RunningStack> {
  const config = {
    ...stackConfig(profile),
    ...(options.jwtExpiry ? { jwtExpiry: options.jwtExpiry } : {}),
  };
  const log = options.log ?? stderrAndFileLogger(stackLogFile(config));
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) {
      // Ctrl-C reaches Postgres too, so it may already be going down while the others stop.
      await fn().catch((e) => isShutdownRace(e) || log(`stop: ${e}`));
    }
    stops.length = 0;
  };

  try {
    const lock = await acquireDataLock(config.dataDir);
    stops.push(() => lock.release());
    if (options.fresh) await removeDataExceptLock(config.dataDir);
    const postgres = await startPostgres(
      config.dataDir,
      config.ports.db,
      serviceLogger("postgres", log),
      { durable: options.durable ?? profile !== "test" },
    );
    stops.push(() => postgres.stop());
    await applyPlatformBootstrap(config.adminDbUrl);
    // The places first, so the seed's locations are geocoded as they are written.
    await applyMigrations(config, { seed: false });
    await loadPlacesIfMissing(config.adminDbUrl);
    if (options.seed) await applyMigrations(config, { seed: true });

    const pool = createPool(config.adminDbUrl);
    stops.push(() => pool.end());
    await storeVaultSecrets(pool, config);
    const mailbox = await createMailbox(config.dataDir);
    await listen(mailbox.server, config.ports.mailbox);
    stops.push(() => close(mailbox.server));
    const whatsapp = await createWhatsAppCopy(
      config.dataDir,
      `${config.apiUrl}/functions/v1/whatsapp-webhook`,
    );
    await listen(whatsapp.server, config.ports.whatsapp);
    stops.push(() => close(whatsapp.server));

    const context = (name: string): StackContext => ({
      config,
      pool,
      mail: mailbox.sender,
      log: serviceLogger(name, log),
    });
    const auth = createAuthService(context("auth"));
    const storage = createStorageService(context("storage"));
    const functions = await startFunctions(context("functions"));
    stops.push(async () => functions.stop?.());
    // pg_cron's part: the embedded Postgres has no pg_cron, so the stack runs the schedule.
    const jobs = startScheduledJobs(context("cron"), {
      timer: options.scheduledJobs ?? profile === "dev",
    });
    stops.push(() => jobs.stop());

    const gateway = createGateway(
      config,
      [authRoute(auth), storageRoute(storage), functionsRoute(functions)],
      serviceLogger("gateway", log),
    );
    const realtime = await startRealtime(context("realtime"), gateway);
    stops.push(() => realtime.stop());
    await listen(gateway, config.ports.gateway);
    stops.push(() => close(gateway));
    if (options.seed) await seedBuckets(config);
    return { config, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function removeDataExceptLock(dataDir: string) {
  for (const entry of await readdir(dataDir)) {
    if (entry !== "stack.pid")
      await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

function isShutdownRace(error: unknown) {
  return /shutting down|terminating connection|Connection terminated|ECONNREFUSED/.test(
    String(error),
  );
}

function listen(server: Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

function close(server: Server) {
  return new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

const IDLE_SHARE = 0.9;
const QUIET_SECONDS = 2;
const MOST_SECONDS = 60;

/** The share of the machine's CPU time that was idle over the next second. */
async function idleShareOverASecond(): Promise<number> {
  const total = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const times = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { idle: sum.idle + cpu.times.idle, all: sum.all + times };
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await sleep(1000);
  const after = total();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Before a table's runs: a checkpoint (the seed's and the vacuum's dirty pages written now, not
 * during the first endpoint's run), then a wait until the machine is idle for 2 s in a row (at
 * most 60 s). Without it the first endpoint measured after the seed ran on a busy machine: every
 * part of its CPU per request, the load generator's included, came out 1.7 times the same
 * endpoint's in the next run. Returns the seconds waited.
 */
export async function settle(adminDbUrl: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: adminDbUrl });
  await client.connect();
  try {
    await client.query("checkpoint");
  } finally {
    await client.end();
  }
  let quiet = 0;
  while (quiet < QUIET_SECONDS && performance.now() - started < MOST_SECONDS * 1000) {
    quiet = (await idleShareOverASecond()) >= IDLE_SHARE ? quiet + 1 : 0;
  }
  return (performance.now() - started) / 1000;
}

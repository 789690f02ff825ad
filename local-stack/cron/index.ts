import type { StackContext } from "../lib/context.ts";
import { parseCron } from "./cron-expression.ts";
import { performQueuedRequests } from "./net-requests.ts";

interface ScheduledJob {
  name: string;
  schedule: string;
  command: string;
}

export interface JobRunner {
  /** Runs the jobs due at `time` (a minute); what the timer calls each minute. */
  tick(time: Date): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * What pg_cron does on Supabase, for a Postgres without it: each minute, the jobs of
 * private.scheduled_jobs (supabase/migrations) whose schedule names that minute (UTC) run as
 * the platform's database role. A job that fails is logged and runs again at its next time.
 * The HTTP requests jobs queue with `net.http_post` are made after them (pg_net's part).
 */
export function startScheduledJobs(context: StackContext, options: { timer?: boolean } = {}) {
  const { pool, log } = context;
  let timeout: NodeJS.Timeout | undefined;
  let running = Promise.resolve<unknown>(undefined);

  async function tick(time: Date): Promise<string[]> {
    const { rows } = await pool.query<ScheduledJob>(
      "select name, schedule, command from private.scheduled_jobs order by name",
    );
    const ran: string[] = [];
    for (const job of rows) {
      try {
        if (!parseCron(job.schedule).matches(time)) continue;
        await pool.query(job.command);
        ran.push(job.name);
      } catch (error) {
        log(`job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await performQueuedRequests(pool, log).catch((error) => log(`net requests: ${error}`));
    return ran;
  }

  function schedule() {
    const now = Date.now();
    const nextMinute = Math.floor(now / 60_000) * 60_000 + 60_000;
    timeout = setTimeout(() => {
      running = tick(new Date(nextMinute)).catch((error) => log(`scheduled jobs: ${error}`));
      schedule();
    }, nextMinute - now);
    timeout.unref();
  }
  if (options.timer ?? true) schedule();

  return {
    tick,
    async stop() {
      clearTimeout(timeout);
      await running;
    },
  } satisfies JobRunner;
}

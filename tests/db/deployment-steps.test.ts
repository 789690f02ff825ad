import { afterAll, describe, expect, test } from "vitest";
import { becomeCaller, ownerPool } from "../support/db-callers.ts";
import { usersBeforeAll } from "../support/db-fixtures.ts";
import { withWords } from "../support/notification-words.ts";

/**
 * No silent deployment step: auto-assign says why it assigned nobody (the place data not
 * loaded, a location that names no known place, no partner that matches), and the pg_cron
 * scheduling runs cron.schedule as Supabase's Cron docs show it.
 */

const pool = ownerPool(2);

const { admin } = usersBeforeAll(pool, { admin: { label: "deploy-admin", role: "admin" } });

afterAll(() => pool.end());

/**
 * Creates an auto-assign opportunity at `location` as the admin, in a transaction rolled back
 * afterwards (after `before`, as the owner); returns the reason recorded and the admin's notice.
 */
async function autoAssignNobody(location: string, before?: string) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    if (before) await client.query(before);
    await becomeCaller(client, admin.caller);
    const { rows } = await client.query(
      `insert into public.opportunities (title, location, date, base_rate, auto_assign)
       values ('Nobody near', $1, now() + interval '9 days', 300, true) returning id`,
      [location],
    );
    const id = rows[0].id as string;
    await client.query("set constraints all immediate");
    await client.query("reset role");
    const assigned = await client.query(
      "select count(*)::int as n from public.opportunity_assignments where opportunity_id = $1",
      [id],
    );
    const audit = await client.query(
      `select user_id, new_values ->> 'reason' as reason from public.audit_logs
       where entity = 'opportunity' and entity_id = $1 and action = 'auto_assign_none'`,
      [id],
    );
    const notices = await client.query(
      "select type, data from public.notifications where user_id = $1 and data ->> 'opportunityId' = $2",
      [admin.id, id],
    );
    return {
      assigned: assigned.rows[0].n as number,
      audit: audit.rows,
      notices: withWords(notices.rows).map((r) => r.message),
    };
  } finally {
    await client.query("rollback").catch(() => {});
    client.release();
  }
}

describe("auto-assign records why it assigned nobody", () => {
  test("without place data: the reason names the command that loads it", async () => {
    const outcome = await autoAssignNobody("Missoula, MT", "delete from private.places");
    expect(outcome.assigned).toBe(0);
    expect(outcome.audit).toEqual([
      {
        user_id: admin.id,
        reason:
          "no place data is loaded, so no distance is known (run npm run places:load -- <database url>)",
      },
    ]);
    expect(outcome.notices).toEqual([
      'Auto-assign found nobody for "Nobody near": no place data is loaded, so no distance is known (run npm run places:load -- <database url>).',
    ]);
  });

  test("at a location that names no known place", async () => {
    const outcome = await autoAssignNobody("Nowhere in particular, ZZ");
    expect(outcome.audit.map((a) => a.reason)).toEqual([
      'its location, "Nowhere in particular, ZZ", names no known place, so no distance is known',
    ]);
  });

  test("with no partner that matches", async () => {
    const outcome = await autoAssignNobody("Adak, AK");
    expect(outcome.assigned).toBe(0);
    expect(outcome.audit.map((a) => a.reason)).toEqual([
      "no active partner with a complete profile whose business hosts this tour type is within reach and available",
    ]);
  });
});

describe("the pg_cron scheduling", () => {
  test("private.schedule_jobs calls cron.schedule(name, schedule, command) once per job, each a valid cron line whose SQL runs", async () => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      // A stand-in with pg_cron's signature (cron.schedule(job_name, schedule, command) bigint).
      await client.query("create schema cron");
      await client.query(
        "create table cron.job (jobid bigserial primary key, jobname text unique, schedule text, command text)",
      );
      await client.query(`
        create function cron.schedule(job_name text, schedule text, command text) returns bigint
        language sql as $$
          insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
          on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
          returning jobid
        $$`);
      const first = await client.query("select private.schedule_jobs() as n");
      const again = await client.query("select private.schedule_jobs() as n");
      const { rows: jobs } = await client.query(
        "select jobname, schedule, command from cron.job order by jobname",
      );
      const { rows: wanted } = await client.query(
        "select name as jobname, schedule, command from private.scheduled_jobs order by name",
      );
      expect(first.rows[0].n).toBe(wanted.length);
      expect(again.rows[0].n).toBe(wanted.length);
      expect(jobs).toEqual(wanted); // scheduling again by name overwrites, never duplicates
      for (const job of jobs) {
        // Five fields of standard cron syntax, as the docs' chart.
        expect(job.schedule).toMatch(/^(\S+\s+){4}\S+$/);
        await client.query("savepoint job");
        await client.query(job.command);
        await client.query("rollback to savepoint job");
      }
    } finally {
      await client.query("rollback").catch(() => {});
      client.release();
    }
  });
});

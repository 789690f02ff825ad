import type { StackConfig } from "../../local-stack/lib/config.ts";
import type { LoadRecord, Outcome } from "./load.ts";
import { withDb } from "./soak-data.ts";

export type FaultKind = "postgres" | "api" | "stack";

/** A fault inflicted during the load, at `at` ms (performance.now()) and at `time` by the clock. */
export interface Fault {
  kind: FaultKind;
  at: number;
  /** The wall-clock time of the kill, to compare with the stack log's. */
  time: Date;
}

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

/** What each fault may cost, from the issue: first 503, longest request, recovery (ms). */
export const LIMITS = {
  firstUnavailableMs: 2000,
  longestRequestMs: 5000,
  recovery: { postgres: 10_000, api: 5000, stack: 60_000 } satisfies Record<FaultKind, number>,
};

/** Answers a failing dependency may cause while it is down, by fault. */
function allowedDuringFault(kind: FaultKind, outcome: Outcome) {
  if (outcome.status === 503) return outcome.retryAfter || kind !== "postgres";
  if (outcome.status === 502) return kind !== "postgres";
  return outcome.status === 0 && kind === "stack";
}

function isFailure(outcome: Outcome) {
  return outcome.status === 0 || outcome.status >= 500;
}

/** Answers that are part of normal operation: success, a bidding rule's 409, a rate limit. */
function isExpected(outcome: Outcome) {
  if (outcome.status >= 200 && outcome.status < 300) return true;
  if (outcome.status === 429) return true;
  return outcome.status === 409 && outcome.kind === "bid";
}

export interface FaultMeasure {
  fault: Fault;
  /** From the kill to the first 502/503 (or refused connection), ms. */
  firstFailureMs: number | undefined;
  /**
   * From the kill until requests succeed again: the later of the last failure's end and the
   * first success of a request sent after the kill, ms; undefined if none succeeded.
   */
  recoveryMs: number | undefined;
  /** The longest request answered between the kill and the recovery, ms. */
  longestRequestMs: number;
  longest: Outcome | undefined;
  /** How long after the kill the last request that was in flight at the kill was answered, ms. */
  inFlightAnsweredMs: number;
  failures: number;
}

/** The failures each fault caused: those ending between its kill and the next fault's. */
export function measureFaults(outcomes: Outcome[], faults: Fault[]): FaultMeasure[] {
  return faults.map((fault, i) => {
    const until = faults[i + 1]?.at ?? Number.POSITIVE_INFINITY;
    const inWindow = outcomes.filter((o) => o.end >= fault.at && o.end < until);
    const failures = inWindow.filter(isFailure);
    const lastFailure = Math.max(fault.at, ...failures.map((o) => o.end));
    const successes = inWindow.filter((o) => !isFailure(o) && o.start >= fault.at);
    const firstSuccess = Math.min(...successes.map((o) => o.end));
    const recovered = Number.isFinite(firstSuccess)
      ? Math.max(lastFailure, firstSuccess)
      : undefined;
    const affected = inWindow.filter((o) => o.start <= (recovered ?? until));
    const inFlight = inWindow.filter((o) => o.start < fault.at);
    return {
      fault,
      firstFailureMs:
        failures.length > 0 ? Math.min(...failures.map((o) => o.end)) - fault.at : undefined,
      recoveryMs: recovered === undefined ? undefined : recovered - fault.at,
      longestRequestMs: Math.max(0, ...affected.map((o) => o.end - o.start)),
      longest: affected.reduce<Outcome | undefined>(
        (a, o) => (a && a.end - a.start >= o.end - o.start ? a : o),
        undefined,
      ),
      inFlightAnsweredMs: Math.max(0, ...inFlight.map((o) => o.end - fault.at)),
      failures: failures.length,
    };
  });
}

/** The answers: only expected ones, and each fault's cost within its limits. */
export function responseChecks(record: LoadRecord, faults: Fault[]): Check[] {
  const { outcomes } = record;
  const windowOf = (o: Outcome) => faults.findLast((f) => o.end >= f.at);
  const unexpected = outcomes.filter((o) => {
    if (isExpected(o)) return false;
    const fault = windowOf(o);
    return !(fault && allowedDuringFault(fault.kind, o));
  });
  const byStatus = countBy(unexpected.map((o) => `${o.status === 0 ? "no answer" : o.status}`));
  const checks: Check[] = [
    {
      name: "no 500 and no other unexpected answer (2xx, 409 on bids, 429; 502/503 only while a dependency is down)",
      pass: unexpected.length === 0,
      detail: unexpected.length === 0 ? "none" : describeCounts(byStatus),
    },
  ];
  for (const kind of ["list", "bid", "chat"] as const) {
    const ok = outcomes.filter((o) => o.kind === kind && o.status >= 200 && o.status < 300).length;
    checks.push({ name: `${kind} requests succeed`, pass: ok > 0, detail: `${ok} answered 2xx` });
  }
  for (const m of measureFaults(outcomes, faults)) checks.push(...faultChecks(m));
  return checks;
}

function faultChecks(m: FaultMeasure): Check[] {
  const { kind } = m.fault;
  const seconds = (ms: number | undefined) =>
    ms === undefined ? "never" : `${(ms / 1000).toFixed(2)} s`;
  const checks: Check[] = [];
  if (kind === "postgres") {
    checks.push({
      name: "postgres killed: first 503 with Retry-After within 2 s",
      pass: m.firstFailureMs !== undefined && m.firstFailureMs <= LIMITS.firstUnavailableMs,
      detail: `${seconds(m.firstFailureMs)} (${m.failures} requests answered 503)`,
    });
  }
  if (kind === "postgres") {
    checks.push({
      name: "postgres killed: no request takes longer than 5 s",
      pass: m.longestRequestMs <= LIMITS.longestRequestMs,
      detail: `longest ${seconds(m.longestRequestMs)}`,
    });
  }
  if (kind === "api") {
    checks.push({
      name: "api killed: requests in flight get 502/503 at once, not a hang",
      pass: m.failures > 0 && m.inFlightAnsweredMs <= LIMITS.longestRequestMs,
      detail: `${m.failures} answered 502/503, the first after ${seconds(m.firstFailureMs)}; all in flight answered after ${seconds(m.inFlightAnsweredMs)}`,
    });
  }
  const limit = LIMITS.recovery[kind];
  checks.push({
    name: `${kind} killed: traffic recovers within ${limit / 1000} s`,
    pass: m.recoveryMs !== undefined && m.recoveryMs <= limit,
    detail: `requests succeed again ${seconds(m.recoveryMs)} after the kill`,
  });
  return checks;
}

/** The database's invariants after the load, over every row (not only the soak's). */
export async function invariantChecks(config: StackConfig, record: LoadRecord): Promise<Check[]> {
  return withDb(config, async (db) => {
    const count = async (sql: string, params: unknown[] = []) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) q`, params)).rows[0]
        ?.n ?? -1;
    const bidsFound = await count("select 1 from public.bids where id = any($1::uuid[])", [
      record.bidIds,
    ]);
    const chatsFound = await count(
      "select 1 from public.chat_messages where id = any($1::uuid[])",
      [record.chatIds],
    );
    const doubleBids = await count(
      `select 1 from public.bids where status in ('pending', 'shortlisted', 'accepted')
       group by user_id, opportunity_id having count(*) > 1`,
    );
    const acceptedWithoutOneTour = await count(
      `select 1 from public.bids b left join public.tours t on t.bid_id = b.id
       where b.status = 'accepted' group by b.id having count(t.id) <> 1`,
    );
    // Tours from the completed tours; revenue from the payable lines not corrected.
    const wrongTotals = await count(
      `select 1 from public.users u
       cross join lateral (
         select count(*)::int as tours,
                (select coalesce(sum(l.amount), 0) from public.payable_lines l
                 where l.partner_id = u.id and l.status <> 'corrected') as revenue
         from public.tours t where t.partner_id = u.id and t.status = 'completed'
       ) s
       where (u.total_tours, u.total_revenue) is distinct from (s.tours, s.revenue)`,
    );
    return [
      {
        name: "every bid that got a 201 exists",
        pass: bidsFound === record.bidIds.length,
        detail: `${bidsFound} of ${record.bidIds.length}`,
      },
      {
        name: "every chat message that got a 201 exists",
        pass: chatsFound === record.chatIds.length,
        detail: `${chatsFound} of ${record.chatIds.length}`,
      },
      {
        name: "no partner has two active bids on one opportunity",
        pass: doubleBids === 0,
        detail: `${doubleBids} pairs`,
      },
      {
        name: "every accepted bid has exactly one tour",
        pass: acceptedWithoutOneTour === 0,
        detail: `${acceptedWithoutOneTour} without`,
      },
      {
        name: "every partner's totals equal their completed tours and payable lines",
        pass: wrongTotals === 0,
        detail: `${wrongTotals} partners differ`,
      },
    ];
  });
}

export function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

export function describeCounts(counts: Map<string, number>) {
  return [...counts].map(([key, n]) => `${key}: ${n}`).join(", ");
}

import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time (ms) by part of what a run keeps busy: the stack's Postgres (every backend), its
 * function processes (Deno), its own Node process (the gateway and the Auth, Storage and
 * Realtime stand-ins) and this process, the load generator (autocannon or the floor's
 * postgres.js clients). The throughput runs share two cores among all four, so where a
 * request's CPU goes says what bounds its rate.
 */
export interface CpuUse {
  database: number;
  function: number;
  gateway: number;
  loadGenerator: number;
}

export const CPU_PARTS: (keyof CpuUse)[] = ["database", "function", "gateway", "loadGenerator"];

/** /proc reports times in clock ticks; Linux's USER_HZ is 100 on every architecture it runs on. */
const TICK_MS = 10;

interface ProcessTimes {
  ppid: number;
  comm: string;
  /** Its own user and system time. */
  own: number;
  /** Its children's that it has waited for: a Postgres backend that ended, in the postmaster's. */
  reaped: number;
}

/**
 * The CPU used so far by the stack (the process `stackPid` and everything under it) and by this
 * process; undefined where there is no /proc (not Linux) or no stack process.
 */
export function cpuUse(stackPid: number | undefined): CpuUse | undefined {
  if (stackPid === undefined) return undefined;
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return undefined;
  }
  const processes = new Map<number, ProcessTimes>();
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const times = readTimes(name);
    if (times) processes.set(Number(name), times);
  }
  if (!processes.has(stackPid)) return undefined;

  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const self = process.cpuUsage();
  const use: CpuUse = {
    database: 0,
    function: 0,
    gateway: 0,
    loadGenerator: (self.user + self.system) / 1000,
  };
  const pending = [stackPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const times = processes.get(pid);
    if (!times) continue;
    use[partOf(times.comm)] += (times.own + times.reaped) * TICK_MS;
    pending.push(...(children.get(pid) ?? []));
  }
  return use;
}

function partOf(comm: string): keyof CpuUse {
  if (comm === "postgres") return "database";
  if (comm === "deno") return "function";
  return "gateway";
}

function readTimes(pid: string): ProcessTimes | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined; // it ended meanwhile
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split at the last ")".
  const close = stat.lastIndexOf(")");
  const comm = stat.slice(stat.indexOf("(") + 1, close);
  const fields = stat.slice(close + 2).split(" ");
  const field = (n: number) => Number(fields[n] ?? 0);
  // After the state: ppid is field 1, utime 11, stime 12, cutime 13, cstime 14.
  return { ppid: field(1), comm, own: field(11) + field(12), reaped: field(13) + field(14) };
}

/** Microseconds of each part per request between two readings. */
export function cpuPerRequest(before: CpuUse, after: CpuUse, requests: number): CpuUse {
  const per = (part: keyof CpuUse) =>
    requests > 0 ? ((after[part] - before[part]) * 1000) / requests : 0;
  return {
    database: per("database"),
    function: per("function"),
    gateway: per("gateway"),
    loadGenerator: per("loadGenerator"),
  };
}

/** A request's CPU (µs) in all parts together. */
export function totalCpu(use: CpuUse): number {
  return CPU_PARTS.reduce((sum, part) => sum + use[part], 0);
}

/**
 * The most of its floor's rate the API can reach where CPU bounds both runs: an API request
 * costs at least what its floor's does plus the fixed cost of an HTTP request without SQL (the
 * reference row's: load generator, gateway and the function's HTTP server), so its share is at
 * most floor ÷ (floor + reference).
 */
export function shareCeiling(floor: CpuUse, reference: CpuUse): number {
  const floorCost = totalCpu(floor);
  return floorCost / (floorCost + totalCpu(reference));
}

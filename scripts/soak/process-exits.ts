import { readFile } from "node:fs/promises";
import type { Check, Fault, FaultKind } from "./checks.ts";

/** "[functions] api exited (code 1); restarting it" in the stack log (deno-process.ts). */
const EXIT_LINE = /^(\S+) \[functions\] (\S+) exited \(([^)]*)\)/;

/** A function process that exited, as the stack logged it. */
export interface FunctionExit {
  time: Date;
  name: string;
  reason: string;
}

/** What the stack log tells of the function processes since `since`. */
export interface FunctionExits {
  exits: FunctionExit[];
  /** Exits that are no kill of the soak's: crashes that cost every request in the process. */
  crashes: FunctionExit[];
  /** Lines of uncaught errors, to show with a crash. */
  uncaught: string[];
}

export async function readFunctionExits(
  logFile: string,
  since: Date,
  faults: Fault[],
): Promise<FunctionExits> {
  const lines = (await readFile(logFile, "utf8").catch(() => "")).split("\n");
  const exits = lines
    .map((line) => EXIT_LINE.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      time: new Date(match[1] ?? ""),
      name: match[2] ?? "",
      reason: match[3] ?? "",
    }))
    .filter((exit) => exit.time >= since);
  const isKill = (exit: FunctionExit) => exit.name === "api" && exit.reason === "signal SIGKILL";
  const kills = faults.filter((fault) => fault.kind === "api").length;
  const crashes = [...exits.filter((exit) => !isKill(exit)), ...exits.filter(isKill).slice(kills)];
  const uncaught = lines.filter(
    (line) => line.includes("Uncaught") && new Date(line.slice(0, 24)) >= since,
  );
  return { exits, crashes, uncaught };
}

/**
 * How often the api function's process crashed (the stack restarted it) while the fault of
 * `kind` lasted: from its kill to the next fault's (or the end).
 */
export function apiRestartsDuring(kind: FaultKind, faults: Fault[], { crashes }: FunctionExits) {
  const index = faults.findIndex((fault) => fault.kind === kind);
  const fault = faults[index];
  if (!fault) return 0;
  const until = faults[index + 1]?.time ?? new Date(8.64e15);
  return crashes.filter(
    (exit) => exit.name === "api" && exit.time >= fault.time && exit.time < until,
  ).length;
}

/** The function processes ended only by the soak's own kills (the crash's lines as detail). */
export function functionExitCheck({ exits, crashes, uncaught }: FunctionExits): Check {
  const killed = exits.length - crashes.length;
  return {
    name: "no function process exits but by the soak's kills (stack log)",
    pass: crashes.length === 0,
    detail:
      crashes.length === 0
        ? `${killed} killed, none crashed`
        : `${crashes.map((exit) => `${exit.name} exited (${exit.reason})`).join(", ")}; ${uncaught.slice(0, 2).join(" | ")}`,
  };
}

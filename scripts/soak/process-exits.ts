import { readFile } from "node:fs/promises";
import type { Check, Fault } from "./checks.ts";

/** "[functions] api exited (code 1); restarting it" in the stack log (deno-process.ts). */
const EXIT_LINE = /^(\S+) \[functions\] (\S+) exited \(([^)]*)\)/;

/**
 * The function processes ended only by the soak's own kills: any other exit in the stack log
 * since `since` (an uncaught error in the runtime, say) is a crash that cost every request in
 * that process. The lines of the crash are given as the detail.
 */
export async function functionExitCheck(logFile: string, since: Date, faults: Fault[]) {
  const text = await readFile(logFile, "utf8").catch(() => "");
  const exits = text
    .split("\n")
    .map((line) => EXIT_LINE.exec(line))
    .filter(
      (match): match is RegExpExecArray => match !== null && new Date(match[1] ?? "") >= since,
    )
    .map((match) => ({ name: match[2] ?? "", reason: match[3] ?? "" }));
  const kills = faults.filter((fault) => fault.kind === "api").length;
  const killed = exits.filter((exit) => exit.name === "api" && exit.reason === "signal SIGKILL");
  const crashes = [
    ...exits.filter((exit) => !(exit.name === "api" && exit.reason === "signal SIGKILL")),
    ...killed.slice(kills),
  ];
  const uncaught = text
    .split("\n")
    .filter((line) => line.includes("Uncaught") && new Date(line.slice(0, 24)) >= since);
  return {
    name: "no function process exits but by the soak's kills (stack log)",
    pass: crashes.length === 0,
    detail:
      crashes.length === 0
        ? `${killed.length} killed, none crashed`
        : `${crashes.map((exit) => `${exit.name} exited (${exit.reason})`).join(", ")}; ${uncaught.slice(0, 2).join(" | ")}`,
  } satisfies Check;
}

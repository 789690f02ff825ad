/**
 * `npm run soak [-- --duration 60 --connections 100 --partners 20 --kill postgres --kill api]`
 *
 * Mixed load at a stack of its own (LOCAL_STACK_INSTANCE, 8 unless set), optionally killing
 * Postgres, the api function or the whole stack in the middle, then the checks of the answers
 * and of the database's invariants, each PASS/FAIL. Exits 1 when any check fails.
 */
import { parseArgs } from "node:util";
import type { FaultKind } from "./checks.ts";

process.env.LOCAL_STACK_INSTANCE ??= "8";

const USAGE = `npm run soak -- [--duration 60] [--connections 100] [--partners 20]
                   [--kill postgres|api|stack]…`;
const KINDS: FaultKind[] = ["postgres", "api", "stack"];

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "100" },
    partners: { type: "string", default: "20" },
    kill: { type: "string", multiple: true, default: [] },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
function usageError(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}
const whole = (name: string, text: string) => {
  const value = Number(text);
  if (Number.isInteger(value) && value >= 1) return value;
  return usageError(`--${name} must be a whole number ≥ 1, got "${text}"`);
};
const kills = values.kill.map((kind) =>
  KINDS.includes(kind as FaultKind)
    ? (kind as FaultKind)
    : usageError(`--kill must be one of ${KINDS.join(", ")}, got "${kind}"`),
);

const { runSoak } = await import("./run-soak.ts");
const { printReport } = await import("./report.ts");
const options = {
  duration: whole("duration", values.duration),
  connections: whole("connections", values.connections),
  partners: whole("partners", values.partners),
  kills,
  log: (line: string) => process.stdout.write(`${line}\n`),
};
const result = await runSoak(options).catch((error: unknown) => {
  process.stderr.write(
    `the soak could not run: ${error instanceof Error ? error.message : error}\n`,
  );
  process.exit(2);
});
printReport(options, result);
process.exit(result.passed ? 0 : 1);

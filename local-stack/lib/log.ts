import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export type Logger = (line: string) => void;

const toStderr: Logger = (line) => process.stderr.write(`${line}\n`);

/** Prefixes each line with the service name, so interleaved output stays readable. */
export function serviceLogger(name: string, sink: Logger = toStderr) {
  return (line: string) => sink(`[${name}] ${line}`);
}

/**
 * Each line to stderr and to `file`, begun afresh by the first line: the log of this start of
 * the stack (its functions' and Postgres' output), which tests read to show what a log holds,
 * as a hosted project's logs would.
 */
export function stderrAndFileLogger(file: string): Logger {
  let begun = false;
  return (line: string) => {
    toStderr(line);
    if (begun) return appendFileSync(file, `${line}\n`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${line}\n`);
    begun = true;
  };
}

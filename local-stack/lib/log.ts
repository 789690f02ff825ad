export type Logger = (line: string) => void;

/** Prefixes each line with the service name, so interleaved output stays readable. */
export function serviceLogger(name: string, sink: Logger = (l) => process.stderr.write(`${l}\n`)) {
  return (line: string) => sink(`[${name}] ${line}`);
}

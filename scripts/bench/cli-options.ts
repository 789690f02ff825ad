import { parseArgs } from "node:util";

export interface BenchOptions {
  /** Seconds of load per endpoint, for the HTTP run and again for its SQL floor. */
  duration: number;
  connections: number;
  /** Seconds of unmeasured load before each measured run (JIT, caches, token cache). */
  warmup: number;
  /** Endpoint names (or parts of them) to run; all when empty. */
  only: string[];
  /** Skip `seed:large`: a quick check of the harness on the demo data alone. */
  seedLarge: boolean;
  /**
   * Keep the data of the last run instead of starting from an empty database: the large data
   * stays filled (seed:large only tops it up) and new migrations are applied on top.
   */
  reuse: boolean;
}

const USAGE = `npm run bench -- [--duration 20] [--connections 50] [--warmup 2]
                    [--only "stats,admin/users"] [--no-seed-large] [--reuse]`;

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: "string", default: "20" },
      connections: { type: "string", default: "50" },
      warmup: { type: "string", default: "2" },
      only: { type: "string", default: "" },
      "no-seed-large": { type: "boolean", default: false },
      reuse: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  return {
    duration: positive("duration", values.duration, 1),
    connections: positive("connections", values.connections, 1),
    warmup: positive("warmup", values.warmup, 0),
    only: values.only
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    seedLarge: !values["no-seed-large"],
    reuse: values.reuse,
  };
}

function positive(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`--${name} must be a whole number ≥ ${min}, got "${text}"\n${USAGE}`);
  }
  return value;
}

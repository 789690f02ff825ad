import { parseArgs } from "node:util";

export interface BenchOptions {
  /** Seconds of load per endpoint and run (the HTTP run, its SQL floor, the 1-connection run). */
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
  /** The data of the throughput and latency runs (seed:large's sizes). */
  opportunities: number;
  bids: number;
  /**
   * The growth check's two sizes (opportunities): the list endpoints at 1 connection at the
   * first, before the main data is loaded, and at the second, after it; none when empty.
   */
  growth: [small: number, large: number] | [];
}

const USAGE = `npm run bench -- [--duration 20] [--connections 50] [--warmup 2]
                    [--only "stats,admin/users"] [--no-seed-large] [--reuse]
                    [--opportunities 100000] [--bids 1000000]
                    [--growth 10000,1000000 | --no-growth]`;

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
      opportunities: { type: "string", default: "100000" },
      bids: { type: "string", default: "1000000" },
      growth: { type: "string", default: "10000,1000000" },
      "no-growth": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const seedLarge = !values["no-seed-large"];
  return {
    duration: whole("duration", values.duration, 1),
    connections: whole("connections", values.connections, 1),
    warmup: whole("warmup", values.warmup, 0),
    only: values.only
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    seedLarge,
    reuse: values.reuse,
    opportunities: whole("opportunities", values.opportunities, 1),
    bids: whole("bids", values.bids, 0),
    growth: values["no-growth"] || !seedLarge ? [] : growthSizes(values.growth),
  };
}

function growthSizes(text: string): [number, number] {
  const sizes = text.split(",").map((part) => whole("growth", part.trim(), 1));
  const [small, large] = sizes;
  if (sizes.length !== 2 || small === undefined || large === undefined || small >= large) {
    throw new Error(`--growth takes two sizes, the smaller first, got "${text}"\n${USAGE}`);
  }
  return [small, large];
}

function whole(name: string, text: string, min: number): number {
  const value = Number(text.replaceAll("_", ""));
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`--${name} must be a whole number ≥ ${min}, got "${text}"\n${USAGE}`);
  }
  return value;
}

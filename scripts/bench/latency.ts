/** What one measured run produced, for the HTTP endpoint and for its SQL floor alike. */
export interface RunStats {
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses (or transactions) that failed, by status code; "error" for connection errors. */
  failures: Record<string, number>;
  /** The first few failure bodies or messages, to say why. */
  failureSamples: string[];
}

/** Collects per-request latencies (ms) and failures; percentiles by nearest rank. */
export class LatencyRecorder {
  private readonly latencies: number[] = [];
  private readonly failures: Record<string, number> = {};
  private readonly failureSamples: string[] = [];

  record(ms: number) {
    this.latencies.push(ms);
  }

  fail(kind: string, sample?: string) {
    this.failures[kind] = (this.failures[kind] ?? 0) + 1;
    if (sample && this.failureSamples.length < 3) this.failureSamples.push(`${kind}: ${sample}`);
  }

  stats(seconds: number): RunStats {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (q: number) =>
      sorted.length === 0 ? Number.NaN : (sorted[Math.ceil(q * sorted.length) - 1] ?? Number.NaN);
    return {
      requests: sorted.length,
      seconds,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      failures: { ...this.failures },
      failureSamples: [...this.failureSamples],
    };
  }
}

export function failureCount(stats: RunStats): number {
  return Object.values(stats.failures).reduce((sum, n) => sum + n, 0);
}

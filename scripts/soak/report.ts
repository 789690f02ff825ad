import type { SoakOptions, SoakResult } from "./run-soak.ts";

export function printReport(options: SoakOptions, result: SoakResult) {
  const out = (line = "") => process.stdout.write(`${line}\n`);
  const kills = options.kills.length > 0 ? `, killed: ${options.kills.join(", ")}` : "";
  out();
  out(
    `Soak: ${result.requests} requests in ${result.seconds.toFixed(1)} s at ${options.connections} connections, ${options.partners} partners${kills}`,
  );
  out(`Answers: ${result.statuses}`);
  const times = result.record.outcomes.map((o) => o.end - o.start).sort((a, b) => a - b);
  const at = (q: number) =>
    ((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) / 1000).toFixed(2);
  out(`Request time: p50 ${at(0.5)} s, p99 ${at(0.99)} s, max ${at(1)} s`);
  for (const m of result.faults) {
    const s = (ms: number | undefined) => (ms === undefined ? "–" : (ms / 1000).toFixed(2));
    const { longest } = m;
    const which = longest
      ? ` (${longest.kind} → ${longest.status || "no answer"}, sent ${s(longest.start - m.fault.at)} s after the kill)`
      : "";
    out(
      `${m.fault.kind}: first failure ${s(m.firstFailureMs)} s, recovered ${s(m.recoveryMs)} s, in flight answered ${s(m.inFlightAnsweredMs)} s, ${m.failures} failed requests, longest request ${s(m.longestRequestMs)} s${which}`,
    );
  }
  if (options.kills.includes("postgres")) {
    out(`api restarts while Postgres was down: ${result.apiRestartsWhilePostgresDown}`);
  }
  out();
  for (const check of result.checks) {
    out(`${check.pass ? "PASS" : "FAIL"}  ${check.name}: ${check.detail}`);
  }
  out();
  out(result.passed ? "All checks passed." : "Some checks FAILED.");
}

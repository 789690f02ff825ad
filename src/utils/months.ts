/** Calendar months as the API names them: "YYYY-MM", UTC (the payable lines' and stats' months). */

/** The `count` months up to and including the one `now` is in, oldest first. */
export function lastMonthKeys(now: Date, count: number): string[] {
  const keys: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    keys.push(`${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return keys;
}

function monthStart(key: string) {
  const [year, month] = key.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
}

/** "2026-11" → "Nov". */
export function shortMonthName(key: string): string {
  return monthStart(key).toLocaleDateString("en-US", { month: "short", timeZone: "UTC" });
}

/** "2026-11" → "November 2026". */
export function monthName(key: string): string {
  return monthStart(key).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

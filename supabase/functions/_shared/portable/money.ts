/** Money in integer cents, so no sum is ever a float (product §3 decimals are 2 places). */

const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * Cents for "150", "150.5", "150.50" or 150.5; undefined for anything that is not a
 * non-negative amount with at most two decimals.
 */
export function toCents(value: unknown): number | undefined {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return undefined;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 ? cents : undefined;
  }
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** "150.00" for 15000: the API's money format. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "$1,250" or "$1,250.50", for sentences shown to people. */
export function formatDollars(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString("en-US");
  const fraction = cents % 100;
  return fraction === 0 ? `$${whole}` : `$${whole}.${String(fraction).padStart(2, "0")}`;
}

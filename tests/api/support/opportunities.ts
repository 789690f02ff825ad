import { randomUUID } from "node:crypto";
import type pg from "pg";

/** Opportunities for the API tests: dates ahead, the admin form's payload, rows as `postgres`. */

const DAY = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** A valid admin opportunity payload, `days` ahead, with `overrides`. */
export function opportunityPayload(overrides: Record<string, unknown> = {}, days = 20) {
  return {
    title: `Harvest tour ${randomUUID().slice(0, 6)}`,
    description: "A walk through the greenhouse",
    location: "Healdsburg, CA",
    date: inDays(days).toISOString(),
    baseRate: "400.00",
    ...overrides,
  };
}

/** An opportunity written directly as `postgres` (a fixture), returning its id. */
export async function insertOpportunity(
  pool: pg.Pool,
  fields: { title?: string; days?: number; baseRate?: string } = {},
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into public.opportunities (title, location, date, base_rate)
     values ($1, 'Santa Rosa, CA', $2, $3) returning id`,
    [
      fields.title ?? `Fixture ${randomUUID().slice(0, 6)}`,
      inDays(fields.days ?? 15),
      fields.baseRate ?? "300",
    ],
  );
  return rows[0]?.id ?? "";
}

import { randomUUID } from "node:crypto";
import type pg from "pg";
import { testStack } from "../support/stack.ts";
import { type AnyBody, type ApiAnswer, functionsUrl, inDays } from "./api-partner-support.ts";

/** Helpers for the admin API tests: fixtures written as `postgres`, multipart calls. */

/** The smallest body Storage and the API take as a PDF. */
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

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

/** Sends a multipart form as a browser's FormData would, with the session's token. */
export async function callMultipart(
  token: string | undefined,
  method: string,
  path: string,
  fields: Record<string, string | Blob | { data: Uint8Array | Buffer; name: string; type: string }>,
): Promise<ApiAnswer<AnyBody>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" || value instanceof Blob) {
      form.append(name, value);
    } else {
      form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
    }
  }
  const response = await fetch(`${functionsUrl}${path}`, {
    method,
    headers: {
      apikey: testStack.anonKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, text, headers: response.headers };
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

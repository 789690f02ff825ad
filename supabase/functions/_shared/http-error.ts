import type { Context, ErrorHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as z from "zod/mini";
import type { AppEnv } from "./app-env.ts";
import { findInputProblem } from "./storable-text.ts";
import { isUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "./unavailable.ts";

export type FieldErrors = Record<string, string[]>;

/** An answer the API means to give: thrown anywhere in a handler, rendered by `errorHandler`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/**
 * Parses a payload with its shared schema. On failure: 400 with the first message (what a
 * toast shows) and every message per field.
 */
export function parseBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { formErrors, fieldErrors } = z.flattenError(result.error);
  const message = result.error.issues[0]?.message ?? "Invalid input";
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) errors[field] = messages as string[];
  }
  if (formErrors.length > 0) errors._ = formErrors;
  throw new HttpError(400, message, errors);
}

/** A 429: the database's rate limit (TP429) refused the write; `retryAfter` in seconds. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, message);
  }
}

/**
 * The request's JSON body; a body that is not JSON, or holds text Postgres cannot store, is a
 * 400 like any other invalid input. (Its size was capped by `limitBody` before.)
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON", {});
  }
  assertStorableInput(value);
  return value;
}

/** 400 naming the first string that cannot be stored (NUL, unpaired surrogate) or too deep a nesting. */
export function assertStorableInput(value: unknown): void {
  const problem = findInputProblem(value);
  if (problem)
    throw new HttpError(400, problem.message, { [problem.path || "_"]: [problem.message] });
}

interface PostgresLikeError {
  name: string;
  code: string;
  message: string;
  detail?: string;
  constraint_name?: string;
  /** The column a product rule names (`raise … using column = '…'`). */
  column_name?: string;
}

function isPostgresError(error: unknown): error is PostgresLikeError {
  return (
    error instanceof Error &&
    error.name === "PostgresError" &&
    typeof (error as Partial<PostgresLikeError>).code === "string"
  );
}

/** Product rules that are about the input's shape rather than a conflict (docs/database.md). */
const BAD_REQUEST_CODES = new Set([
  "TP402",
  "TP603",
  "TP604",
  "TP702",
  "23514",
  "23502",
  "22P02",
  "22003",
  "22007",
  "23503",
]);

/**
 * Whole SQLSTATE classes that can only come from what was sent: 22 data exceptions (22021 a
 * byte the encoding lacks, 22P05 an untranslatable character, 22008 a date out of range,
 * 22001 too long a value, 2201B a bad regular expression, …) and 54 program limits (54000 a
 * value too large to index, 54001 too deep a nesting). A 400, never a 500.
 */
const BAD_REQUEST_CLASSES = ["22", "54"];

/** The HTTP answer for an error the database raised, by SQLSTATE (docs/database.md). */
export function fromPostgresError(error: PostgresLikeError): HttpError | undefined {
  const { code } = error;
  // A signed-out session (private.require_live_session): the token no longer counts.
  if (code === "TP301") return new HttpError(401, "Unauthorized");
  if (code === "TP429") {
    const seconds = Number(/retry-after: (\d+)/.exec(error.detail ?? "")?.[1] ?? 1);
    return new TooManyRequestsError(sentence(error.message), seconds);
  }
  if (BAD_REQUEST_CODES.has(code) || BAD_REQUEST_CLASSES.includes(code.slice(0, 2))) {
    const rule = error.constraint_name ? ` (${error.constraint_name})` : "";
    const message = code.startsWith("TP") ? sentence(error.message) : `Invalid input${rule}`;
    // A product rule about one column: its message goes under the form field of that name,
    // without the closing period, as the forms' own checks write theirs.
    const field = code.startsWith("TP") && error.column_name ? camelCase(error.column_name) : "";
    return new HttpError(400, message, field ? { [field]: [message.replace(/\.$/, "")] } : {});
  }
  if (code.startsWith("TP") || code === "23505") {
    return new HttpError(409, code === "23505" ? "This already exists." : sentence(error.message));
  }
  if (code === "42501") {
    // RLS denials name tables; the product's own checks are sentences meant for people.
    const generic = /row-level security|permission denied/i.test(error.message);
    return new HttpError(
      403,
      generic ? "You are not allowed to do this." : sentence(error.message),
    );
  }
  if (code === "P0002") return new HttpError(404, sentence(error.message));
  return undefined;
}

/** A column's name as the payloads spell their fields: `location_radius` → `locationRadius`. */
function camelCase(column: string) {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function sentence(text: string) {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Renders any error as the API's JSON; unexpected ones are logged with the request id. */
export function toErrorResponse(c: Context<AppEnv>, error: unknown): Response {
  if (isUnavailable(error)) {
    const retryAfter = { "Retry-After": String(RETRY_AFTER_SECONDS) };
    return c.json({ message: UNAVAILABLE_MESSAGE }, 503, retryAfter);
  }
  const known =
    error instanceof HttpError
      ? error
      : isPostgresError(error)
        ? fromPostgresError(error)
        : undefined;
  if (known) {
    if (known instanceof TooManyRequestsError) c.header("Retry-After", String(known.retryAfter));
    const body =
      known.fieldErrors === undefined
        ? { message: known.message }
        : { message: known.message, fieldErrors: known.fieldErrors };
    return c.json(body, known.status);
  }
  const requestId = c.var.requestId ?? "";
  console.error(`[${requestId}] ${c.req.method} ${c.req.path}:`, error);
  return c.json({ message: "Internal server error", requestId }, 500);
}

export const errorHandler: ErrorHandler<AppEnv> = (error, c) => toErrorResponse(c, error);

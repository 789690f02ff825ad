import type { Context, ErrorHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as z from "zod/mini";
import type { AppEnv } from "./app-env.ts";
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

/** The request's JSON body; a body that is not JSON is a 400 like any other invalid input. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON", {});
  }
}

interface PostgresLikeError {
  name: string;
  code: string;
  message: string;
  constraint_name?: string;
}

function isPostgresError(error: unknown): error is PostgresLikeError {
  return (
    error instanceof Error &&
    error.name === "PostgresError" &&
    typeof (error as Partial<PostgresLikeError>).code === "string"
  );
}

/** Product rules that are about the input's shape rather than a conflict (docs/database.md). */
const BAD_REQUEST_CODES = new Set(["TP402", "23514", "23502", "22P02", "22003", "22007", "23503"]);

/** The HTTP answer for an error the database raised, by SQLSTATE (docs/database.md). */
export function fromPostgresError(error: PostgresLikeError): HttpError | undefined {
  const { code } = error;
  if (BAD_REQUEST_CODES.has(code)) {
    const rule = error.constraint_name ? ` (${error.constraint_name})` : "";
    const message = code.startsWith("TP") ? sentence(error.message) : `Invalid input${rule}`;
    return new HttpError(400, message, {});
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

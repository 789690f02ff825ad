import type { Context, ErrorHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as z from "zod/mini";
import { findInputProblem } from "../portable/storable-text.ts";
import type { AppEnv } from "./app-env.ts";
import {
  answerPostgresError,
  type FieldErrors,
  isPostgresError,
  type PostgresLikeError,
} from "./postgres-error.ts";
import { isUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "./unavailable.ts";

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

/** The HTTP answer for an error the database raised, by SQLSTATE (postgres-error.ts). */
export function fromPostgresError(error: PostgresLikeError): HttpError | undefined {
  const answer = answerPostgresError(error);
  if (!answer) return undefined;
  return answer.retryAfter === undefined
    ? new HttpError(answer.status, answer.message, answer.fieldErrors)
    : new TooManyRequestsError(answer.message, answer.retryAfter);
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

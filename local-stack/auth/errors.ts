import type { ServerResponse } from "node:http";
import { sendJson } from "../lib/http.ts";

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
export const API_VERSION = "2024-01-01";

/** An error GoTrue would answer with: an HTTP status, an error code and a message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** For the server log only, like GoTrue's internal error. */
    readonly internal?: string,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

export const INVALID_CREDENTIALS = "Invalid login credentials";

export function sendAuthJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  sendJson(res, status, body, { [API_VERSION_HEADER]: API_VERSION, ...headers });
}

/**
 * Both error shapes at once: `code`/`message` for clients that send the API version header and
 * `error_code`/`msg` for older ones, so any auth-js version reads the same code.
 */
export function sendAuthError(res: ServerResponse, error: AuthError) {
  sendAuthJson(
    res,
    error.status,
    {
      code: error.code,
      error_code: error.code,
      message: error.message,
      msg: error.message,
      ...error.extra,
    },
    { "x-sb-error-code": error.code },
  );
}

export function sendNoContent(res: ServerResponse) {
  res.writeHead(204, { [API_VERSION_HEADER]: API_VERSION });
  res.end();
}

/** Runs `fn`, turning a database failure into GoTrue's 500 with the given wording. */
export async function withDatabaseError<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw new AuthError(500, "unexpected_failure", message, {}, (error as Error).message);
  }
}

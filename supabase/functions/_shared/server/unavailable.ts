import { isPostgresError } from "./postgres-error.ts";

/** How long a client should wait before trying again while the database or Auth is down. */
export const RETRY_AFTER_SECONDS = 1;
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again.";

/** A dependency of the API (Auth) could not answer; rendered as 503 like a lost database. */
export class ServiceUnavailableError extends Error {
  override name = "ServiceUnavailableError";
}

/**
 * Errors of a connection that could not be opened or was lost (the network's, postgres.js's
 * own), and SQLSTATEs of a server that is unreachable (class 08), shutting down or restarting
 * (57P01–57P03) or full (53300). A request that met one may succeed when tried again.
 */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** An error of the connection itself (not the server's answer): the connection is gone. */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error) || isPostgresError(error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && CONNECTION_CODES.has(code);
}

export function isUnavailable(error: unknown): boolean {
  if (error instanceof ServiceUnavailableError || isConnectionLost(error)) return true;
  return isPostgresError(error) && UNAVAILABLE_SQLSTATE.test(error.code);
}

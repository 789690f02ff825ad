import type { Pool } from "../lib/db.ts";
import type { Logger } from "../lib/log.ts";

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeout_milliseconds: number;
}

/**
 * pg_net's background worker: takes the requests `net.http_post` queued (bootstrap.sql) and
 * makes them, without waiting for the answers, as pg_net does after the job's commit.
 */
export async function performQueuedRequests(pool: Pool, log: Logger) {
  const { rows } = await pool.query<QueuedRequest>(
    "delete from net.http_request_queue returning id, method, url, headers, body, timeout_milliseconds",
  );
  for (const request of rows) {
    fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body === null ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    })
      .then((response) => response.body?.cancel())
      .catch((error) => log(`net request ${request.id} to ${request.url} failed: ${error}`));
  }
  return rows.length;
}

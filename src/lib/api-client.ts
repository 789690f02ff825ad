import { IDEMPOTENCY_KEY_HEADER } from "@shared/idempotency";
import { env } from "@/config/env";
import { ApiError } from "@/lib/api-error";
import { isOffline, OfflineError } from "@/lib/offline/offline-error";
import { supabase } from "@/lib/supabase";

export { ApiError };

/** "/api/x?y=1" → "<SUPABASE_URL>/functions/v1/api/x?y=1": the `api` Edge Function serves /api. */
export function functionUrl(path: string): string {
  const base = env.supabaseUrl.replace(/\/+$/, "");
  return `${base}/functions/v1/${path.replace(/^\/+/, "")}`;
}

type Body = FormData | object;

/** What a write may carry besides its body. */
export interface WriteOptions {
  /** The submission's key (src/lib/submission.ts): sent twice, the API does the work once. */
  idempotencyKey?: string;
}

/** The apikey and the session's Bearer token; signed out, the anon key (the API answers 401). */
async function authHeaders(): Promise<Record<string, string>> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? env.supabaseAnonKey;
  return { apikey: env.supabaseAnonKey, Authorization: `Bearer ${token}` };
}

async function request<T>(
  method: string,
  path: string,
  body?: Body,
  options: WriteOptions = {},
): Promise<T> {
  // A change is refused on the device while offline: the form keeps what was typed.
  if (method !== "GET" && isOffline()) throw new OfflineError();
  const headers = await authHeaders();
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  const response = await fetch(functionUrl(path), { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A downloaded file: its content and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.csv"`), else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? fallback;
}

/**
 * GET of a file (a CSV export) with the session's token: a plain link cannot carry the token,
 * so the file is fetched and handed over as a Blob to save.
 */
async function download(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await fetch(functionUrl(path), { headers: await authHeaders() });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  const blob = await response.blob();
  return {
    blob,
    filename: attachmentName(response.headers.get("content-disposition"), fallbackName),
  };
}

/**
 * The web app's only way to the API (product §7, §8). JSON goes out only with a payload; a
 * write with an idempotency key carries it as `Idempotency-Key`.
 */
export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  download,
  post: <T>(path: string, body?: Body, options?: WriteOptions) =>
    request<T>("POST", path, body, options),
  put: <T>(path: string, body?: Body, options?: WriteOptions) =>
    request<T>("PUT", path, body, options),
  delete: <T>(path: string, options?: WriteOptions) =>
    request<T>("DELETE", path, undefined, options),
};

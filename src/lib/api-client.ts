import { env } from "@/config/env";
import { ApiError } from "@/lib/api-error";
import { supabase } from "@/lib/supabase";

export { ApiError };

/** "/api/x?y=1" → "<SUPABASE_URL>/functions/v1/api/x?y=1": the `api` Edge Function serves /api. */
export function functionUrl(path: string): string {
  const base = env.supabaseUrl.replace(/\/+$/, "");
  return `${base}/functions/v1/${path.replace(/^\/+/, "")}`;
}

type Body = FormData | object;

async function send(method: string, path: string, body?: Body): Promise<Response> {
  const { data } = await supabase.auth.getSession();
  // Signed out, the anon key goes instead, and the API answers 401 Unauthorized.
  const token = data.session?.access_token ?? env.supabaseAnonKey;
  const headers: Record<string, string> = {
    apikey: env.supabaseAnonKey,
    Authorization: `Bearer ${token}`,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  return fetch(functionUrl(path), { method, headers, body: payload });
}

async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  const response = await send(method, path, body);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The web app's only way to the API (SPEC §7, §8). JSON goes out only with a payload. */
export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: Body) => request<T>("POST", path, body),
  put: <T>(path: string, body?: Body) => request<T>("PUT", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
  /** A file the API serves (a CSV export), saved by the browser under `filename`. */
  download: async (path: string, filename: string) => {
    const response = await send("GET", path);
    if (!response.ok) {
      throw new ApiError(response.status, response.statusText, await response.text());
    }
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement("a"), { href: url, download: filename });
    link.click();
    // Revoked once the browser has started the download from it.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};

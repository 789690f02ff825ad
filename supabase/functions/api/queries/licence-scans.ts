import { HttpError } from "../../_shared/http-error.ts";
import { LICENCE_MESSAGES, LICENCE_SCAN_LINK_SECONDS } from "../../_shared/schemas/licence.ts";

/**
 * The licence scans in Storage, through Storage's HTTP API with the caller's access token: the
 * RLS policies on storage.objects decide (a partner writes and reads their own folder, admins
 * read all), never a service key.
 */

export const SCAN_BUCKET = "licence-scans";

const storageUrl = `${Deno.env.get("SUPABASE_URL") ?? ""}/storage/v1`;
const anonKey = Deno.env.get("SUPABASE_ANON_KEY") ?? "";

function headers(accessToken: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${accessToken}`, apikey: anonKey, ...extra };
}

function objectPath(path: string) {
  return path.split("/").map(encodeURIComponent).join("/");
}

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
};

/** A safe object name for an uploaded scan: letters, digits, dots, dashes; its type's ending. */
export function scanFileName(name: string, type: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const stem = base
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 100);
  return `${stem || "licence"}.${EXTENSIONS[type] ?? "bin"}`;
}

/** Storage answers some errors as 400 with the real status in the body's `statusCode`. */
async function failure(response: Response): Promise<{ status: number; text: string }> {
  const text = await response.text();
  let status = response.status;
  try {
    const fromBody = Number((JSON.parse(text) as { statusCode?: string | number }).statusCode);
    if (Number.isInteger(fromBody) && fromBody >= 400) status = fromBody;
  } catch {}
  return { status, text };
}

export async function uploadScan(accessToken: string, path: string, file: File): Promise<void> {
  const response = await fetch(`${storageUrl}/object/${SCAN_BUCKET}/${objectPath(path)}`, {
    method: "POST",
    headers: headers(accessToken, { "content-type": file.type, "x-upsert": "true" }),
    body: file,
  });
  if (response.ok) return;
  const { status, text } = await failure(response);
  if (status === 413) throw new HttpError(413, LICENCE_MESSAGES.scanSize);
  if (status === 415) {
    throw new HttpError(400, LICENCE_MESSAGES.scanType, { scan: [LICENCE_MESSAGES.scanType] });
  }
  if (status === 401 || status === 403) throw new HttpError(403, "You are not allowed to do this.");
  throw new Error(`Storage upload of ${path} failed: ${status} ${text}`);
}

/** Removes scans; what is already gone is no error. */
export async function removeScans(accessToken: string, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const response = await fetch(`${storageUrl}/object/${SCAN_BUCKET}`, {
    method: "DELETE",
    headers: headers(accessToken, { "content-type": "application/json" }),
    body: JSON.stringify({ prefixes: paths }),
  });
  if (!response.ok) {
    const { status, text } = await failure(response);
    throw new Error(`Storage removal of ${paths.join(", ")} failed: ${status} ${text}`);
  }
  await response.body?.cancel();
}

/** Short-lived links to the scans, by object name; a scan the caller may not read gets none. */
export async function signedScanUrls(
  accessToken: string,
  paths: string[],
): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (paths.length === 0) return links;
  const response = await fetch(`${storageUrl}/object/sign/${SCAN_BUCKET}`, {
    method: "POST",
    headers: headers(accessToken, { "content-type": "application/json" }),
    body: JSON.stringify({ expiresIn: LICENCE_SCAN_LINK_SECONDS, paths }),
  });
  if (!response.ok) {
    const { status, text } = await failure(response);
    throw new Error(`Storage signing failed: ${status} ${text}`);
  }
  const signed = (await response.json()) as { path: string; signedURL: string | null }[];
  for (const { path, signedURL } of signed) {
    if (signedURL) links.set(path, `${storageUrl}${signedURL}`);
  }
  return links;
}

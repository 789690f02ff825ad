import { HttpError } from "../../_shared/server/http-error.ts";

/**
 * Objects in a Storage bucket, through Storage's HTTP API with a bearer token: the caller's
 * access token, so the RLS policies on storage.objects decide (the licence scans), or for the
 * legal documents' PDFs, which no client role reaches, the service role's key once the database
 * has authorised the caller (legal-document-files.ts).
 */

const storageUrl = `${Deno.env.get("SUPABASE_URL") ?? ""}/storage/v1`;
const anonKey = Deno.env.get("SUPABASE_ANON_KEY") ?? "";

function headers(accessToken: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${accessToken}`, apikey: anonKey, ...extra };
}

function objectPath(path: string) {
  return path.split("/").map(encodeURIComponent).join("/");
}

/**
 * The stem of an uploaded file's name made safe for an object name (letters, digits, dots,
 * dashes, at most 100), without its ending (`ending`), or "" when nothing is left.
 */
export function safeStem(name: string, ending: RegExp): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return base
    .replace(ending, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 100);
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

export interface UploadRules {
  /** Extra request headers (content type, cache control). */
  headers: Record<string, string>;
  /** The 413 message when the bucket's size limit refuses the file. */
  tooLarge: string;
  /** The 400 message, under `field`, when the bucket's type list refuses the file. */
  wrongType: string;
  field: string;
}

/** Uploads (or replaces) the object at `path`; the bucket's limits answer as 413 or 400. */
export async function uploadObject(
  accessToken: string,
  bucket: string,
  path: string,
  file: File,
  rules: UploadRules,
): Promise<void> {
  const response = await fetch(`${storageUrl}/object/${bucket}/${objectPath(path)}`, {
    method: "POST",
    headers: headers(accessToken, { ...rules.headers, "x-upsert": "true" }),
    body: file,
  });
  if (response.ok) return;
  const { status, text } = await failure(response);
  if (status === 413) throw new HttpError(413, rules.tooLarge);
  if (status === 415) {
    throw new HttpError(400, rules.wrongType, { [rules.field]: [rules.wrongType] });
  }
  if (status === 401 || status === 403) {
    throw new HttpError(403, "You are not allowed to do this.");
  }
  throw new Error(`Storage upload of ${path} failed: ${status} ${text}`);
}

/** Removes objects; what is already gone is no error. */
export async function removeObjects(
  accessToken: string,
  bucket: string,
  paths: string[],
): Promise<void> {
  if (paths.length === 0) return;
  const response = await fetch(`${storageUrl}/object/${bucket}`, {
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

/** Links to the objects for `expiresIn` seconds, by name; one the caller may not read gets none. */
export async function signedObjectUrls(
  accessToken: string,
  bucket: string,
  paths: string[],
  expiresIn: number,
): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (paths.length === 0) return links;
  const response = await fetch(`${storageUrl}/object/sign/${bucket}`, {
    method: "POST",
    headers: headers(accessToken, { "content-type": "application/json" }),
    body: JSON.stringify({ expiresIn, paths }),
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

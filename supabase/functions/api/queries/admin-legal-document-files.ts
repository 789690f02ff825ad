import { HttpError } from "../../_shared/http-error.ts";
import {
  LEGAL_DOCUMENT_MESSAGES,
  LEGAL_PDF_LINK_SECONDS,
} from "../../_shared/schemas/legal-document.ts";

/**
 * The legal documents' PDFs in Storage, through Storage's HTTP API with the caller's access
 * token: the RLS policies on storage.objects decide (admins write, partners read the PDFs of
 * documents in force), never a service key.
 */

export const BUCKET = "legal-documents";

const storageUrl = `${Deno.env.get("SUPABASE_URL") ?? ""}/storage/v1`;
const anonKey = Deno.env.get("SUPABASE_ANON_KEY") ?? "";

function headers(accessToken: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${accessToken}`, apikey: anonKey, ...extra };
}

function objectPath(path: string) {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** A safe object name for an uploaded file: letters, digits, dots, dashes; ends in .pdf. */
export function pdfFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const stem = base
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 100);
  return `${stem || "document"}.pdf`;
}

/** Storage answers some errors as 400 with the real status in the body's `statusCode`. */
async function failure(response: Response): Promise<{ status: number; text: string }> {
  const text = await response.text();
  let status = response.status;
  try {
    const body = JSON.parse(text) as { statusCode?: string | number };
    const fromBody = Number(body.statusCode);
    if (Number.isInteger(fromBody) && fromBody >= 400) status = fromBody;
  } catch {}
  return { status, text };
}

/** Uploads (or replaces) the PDF at `path`. */
export async function uploadPdf(accessToken: string, path: string, file: File): Promise<void> {
  const response = await fetch(`${storageUrl}/object/${BUCKET}/${objectPath(path)}`, {
    method: "POST",
    headers: headers(accessToken, {
      "content-type": "application/pdf",
      "x-upsert": "true",
      "cache-control": "max-age=3600",
    }),
    body: file,
  });
  if (response.ok) return;
  const { status, text } = await failure(response);
  if (status === 413) throw new HttpError(413, LEGAL_DOCUMENT_MESSAGES.pdfSize);
  if (status === 415) {
    throw new HttpError(400, LEGAL_DOCUMENT_MESSAGES.pdfType, {
      pdfFile: [LEGAL_DOCUMENT_MESSAGES.pdfType],
    });
  }
  if (status === 401 || status === 403) {
    throw new HttpError(403, "You are not allowed to do this.");
  }
  throw new Error(`Storage upload of ${path} failed: ${status} ${text}`);
}

/** Removes PDFs; what is already gone is no error. */
export async function removePdfs(accessToken: string, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const response = await fetch(`${storageUrl}/object/${BUCKET}`, {
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

/** Short-lived links to the PDFs, by object name; a PDF the caller may not read gets none. */
export async function signedUrls(
  accessToken: string,
  paths: string[],
): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (paths.length === 0) return links;
  const response = await fetch(`${storageUrl}/object/sign/${BUCKET}`, {
    method: "POST",
    headers: headers(accessToken, { "content-type": "application/json" }),
    body: JSON.stringify({ expiresIn: LEGAL_PDF_LINK_SECONDS, paths }),
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

import {
  LEGAL_DOCUMENT_MESSAGES,
  LEGAL_PDF_LINK_SECONDS,
} from "../../_shared/portable/schemas/legal-document.ts";
import { removeObjects, safeStem, signedObjectUrls, uploadObject } from "./storage-objects.ts";

/**
 * The legal documents' PDFs in Storage. No client role reaches them there (storage.objects has
 * no policy for the bucket), so nobody can sign a link of their own choosing, of any lifetime,
 * that outlives their access: the API reads, writes and signs them with the service role's key,
 * and only after the database has authorised the caller in the same request (an admin's write
 * of the document's row; for a partner, the documents in force their RLS lets them read).
 * Links last LEGAL_PDF_LINK_SECONDS.
 */

export const BUCKET = "legal-documents";

const serviceKey = () => Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "";

/** A safe object name for an uploaded file: letters, digits, dots, dashes; ends in .pdf. */
export function pdfFileName(name: string): string {
  return `${safeStem(name, /\.pdf$/i) || "document"}.pdf`;
}

/** Uploads (or replaces) the PDF at `path`; the caller must be an admin the database accepted. */
export function uploadPdf(path: string, file: File): Promise<void> {
  return uploadObject(serviceKey(), BUCKET, path, file, {
    headers: { "content-type": "application/pdf", "cache-control": "max-age=3600" },
    tooLarge: LEGAL_DOCUMENT_MESSAGES.pdfSize,
    wrongType: LEGAL_DOCUMENT_MESSAGES.pdfType,
    field: "pdfFile",
  });
}

/** Removes PDFs; what is already gone is no error. */
export function removePdfs(paths: string[]): Promise<void> {
  return removeObjects(serviceKey(), BUCKET, paths);
}

/**
 * Links of LEGAL_PDF_LINK_SECONDS to the PDFs, by object name: only for paths the caller read
 * from legal_documents under their own RLS in this request.
 */
export function signedUrls(paths: string[]): Promise<Map<string, string>> {
  return signedObjectUrls(serviceKey(), BUCKET, paths, LEGAL_PDF_LINK_SECONDS);
}

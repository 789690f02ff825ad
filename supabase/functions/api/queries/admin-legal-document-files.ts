import {
  LEGAL_DOCUMENT_MESSAGES,
  LEGAL_PDF_LINK_SECONDS,
} from "../../_shared/schemas/legal-document.ts";
import { removeObjects, safeStem, signedObjectUrls, uploadObject } from "./storage-objects.ts";

/**
 * The legal documents' PDFs in Storage, as the caller: the RLS policies on storage.objects
 * decide (admins write, partners read the PDFs of documents in force).
 */

export const BUCKET = "legal-documents";

/** A safe object name for an uploaded file: letters, digits, dots, dashes; ends in .pdf. */
export function pdfFileName(name: string): string {
  return `${safeStem(name, /\.pdf$/i) || "document"}.pdf`;
}

/** Uploads (or replaces) the PDF at `path`. */
export function uploadPdf(accessToken: string, path: string, file: File): Promise<void> {
  return uploadObject(accessToken, BUCKET, path, file, {
    headers: { "content-type": "application/pdf", "cache-control": "max-age=3600" },
    tooLarge: LEGAL_DOCUMENT_MESSAGES.pdfSize,
    wrongType: LEGAL_DOCUMENT_MESSAGES.pdfType,
    field: "pdfFile",
  });
}

/** Removes PDFs; what is already gone is no error. */
export function removePdfs(accessToken: string, paths: string[]): Promise<void> {
  return removeObjects(accessToken, BUCKET, paths);
}

/** Short-lived links to the PDFs, by object name; a PDF the caller may not read gets none. */
export function signedUrls(accessToken: string, paths: string[]): Promise<Map<string, string>> {
  return signedObjectUrls(accessToken, BUCKET, paths, LEGAL_PDF_LINK_SECONDS);
}

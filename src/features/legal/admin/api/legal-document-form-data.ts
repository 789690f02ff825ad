import type { LegalDocumentPayload } from "@shared/schemas/legal-document";

/**
 * The multipart body of POST and PUT (product §7): switches as "true"/"false", blanks for no text
 * and no expiry (an edit replaces every field), the PDF only when one was chosen.
 */
export function toLegalDocumentFormData(payload: LegalDocumentPayload): FormData {
  const body = new FormData();
  body.set("title", payload.title);
  body.set("documentType", payload.documentType);
  body.set("version", payload.version);
  body.set("content", payload.content ?? "");
  body.set("isActive", String(payload.isActive));
  body.set("requiresSignature", String(payload.requiresSignature));
  body.set("requiresAttestation", String(payload.requiresAttestation));
  body.set("expiresAt", payload.expiresAt ? startOfLocalDay(payload.expiresAt) : "");
  if (payload.pdfFile) body.set("pdfFile", payload.pdfFile, payload.pdfFile.name);
  return body;
}

/** A date input's "2030-01-31" as the start of that day where the admin is. */
function startOfLocalDay(date: string) {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00`) : new Date(date);
  return start.toISOString();
}

import {
  LEGAL_DOCUMENT_MESSAGES,
  type LegalDocumentPayload,
  legalDocumentSchema,
  legalDocumentUpdateSchema,
} from "@shared/schemas/legal-document";
import { format, isValid, parseISO } from "date-fns";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { AdminLegalDocument } from "../types";

export interface LegalDocumentFormValues {
  title: string;
  documentType: string;
  version: string;
  content: string;
  pdfFile: File | undefined;
  isActive: boolean;
  requiresSignature: boolean;
  requiresAttestation: boolean;
  /** A date input's value ("2030-01-31"), blank for none. */
  expiresAt: string;
}

/** The stored expiry as the date it is where the admin is. */
function dateInputValue(value: string | null) {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? format(date, "yyyy-MM-dd") : "";
}

/** A new document starts as product §3's defaults: version 1.0, active, signature required. */
export function documentDefaults(document?: AdminLegalDocument | null): LegalDocumentFormValues {
  return {
    title: document?.title ?? "",
    documentType: document?.documentType ?? "",
    version: document?.version ?? "1.0",
    content: document?.content ?? "",
    pdfFile: undefined,
    isActive: document?.isActive ?? true,
    requiresSignature: document?.requiresSignature ?? true,
    requiresAttestation: document?.requiresAttestation ?? false,
    expiresAt: dateInputValue(document?.expiresAt ?? null),
  };
}

/**
 * The API's own schema (its messages, the PDF's type and 10MB limit); on edit the stored PDF
 * counts as the document's content, as the server judges it.
 */
export function legalDocumentResolver(
  document?: AdminLegalDocument | null,
): Resolver<LegalDocumentFormValues, unknown, LegalDocumentPayload> {
  return (values) => {
    const schema = document ? legalDocumentUpdateSchema : legalDocumentSchema;
    const parsed = schema.safeParse(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = String(issue.path[0] ?? "root");
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    // Checked here too so it shows with the other messages, not only once they are fixed.
    if (!values.pdfFile && values.content.trim() === "" && !document?.pdfPath) {
      errors.content ??= { type: "custom", message: LEGAL_DOCUMENT_MESSAGES.contentOrPdf };
    }
    if (parsed.success && Object.keys(errors).length === 0) {
      return { values: parsed.data, errors: {} };
    }
    return { values: {}, errors: errors as FieldErrors<LegalDocumentFormValues> };
  };
}

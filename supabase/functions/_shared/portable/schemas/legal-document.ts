import * as z from "zod/mini";
import { isCalendarDate, isDateTime } from "../calendar-date.ts";
import { requiredText } from "./admin-fields.ts";

export const LEGAL_DOCUMENT_TYPES = [
  "contract",
  "terms_of_service",
  "privacy_policy",
  "liability_waiver",
  "nda",
  "code_of_conduct",
] as const;

/**
 * How long a signed link to a legal document's PDF stays valid, in seconds. A signed URL cannot
 * be revoked, so it is kept short: a document deactivated or replaced is out of reach within
 * five minutes. The screens fetch a fresh link each time they show the document.
 */
export const LEGAL_PDF_LINK_SECONDS = 300;

/** product §9: PDF up to 10MB (the legal-documents bucket's file_size_limit). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** The whole multipart form: the PDF, the other fields and the framing around them. */
export const MAX_LEGAL_DOCUMENT_FORM_BYTES = MAX_PDF_BYTES + 1024 * 1024;

export const LEGAL_DOCUMENT_MESSAGES = {
  title: "Title is required",
  version: "Version is required",
  documentType: "Please select a document type",
  contentOrPdf: "Please upload a PDF or enter the document text",
  pdfType: "Only PDF files are accepted",
  pdfSize: "The PDF must be 10MB or smaller",
  expiresAt: "Please enter a valid expiry date",
} as const;

const M = LEGAL_DOCUMENT_MESSAGES;

/** A multipart switch arrives as text ("true", "on"); a JSON one as a boolean. */
function formFlag(fallback: boolean) {
  return z._default(
    z.pipe(
      z.union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0"])], {
        error: "Must be true or false",
      }),
      z.transform((value) => value === true || value === "true" || value === "on" || value === "1"),
    ),
    fallback,
  );
}

/** A date input ("2027-01-31") or a date-time; blank means no expiry. */
const expiresAt = z.optional(
  z.pipe(
    z.nullable(
      z.string({ error: M.expiresAt }).check(
        z.trim(),
        z.refine((text) => text === "" || isCalendarDate(text) || isDateTime(text), M.expiresAt),
      ),
    ),
    z.transform((text) => (text ? text : undefined)),
  ),
);

/** The PDF: a file of type application/pdf, 10MB at most. */
export const pdfFile = z
  .file({ error: M.pdfType })
  .check(z.mime(["application/pdf"], M.pdfType), z.maxSize(MAX_PDF_BYTES, M.pdfSize));

const fields = {
  title: requiredText(M.title),
  documentType: z.enum(LEGAL_DOCUMENT_TYPES, { error: M.documentType }),
  content: z.optional(
    z.pipe(
      z.nullable(z.string().check(z.trim(), z.maxLength(200_000, "The text is too long"))),
      z.transform((text) => (text ? text : undefined)),
    ),
  ),
  pdfFile: z.optional(pdfFile),
  version: z._default(requiredText(M.version, 20), "1.0"),
  isActive: formFlag(true),
  requiresSignature: formFlag(true),
  requiresAttestation: formFlag(false),
  expiresAt,
};

/**
 * PUT /api/admin/legal-documents/{id} (multipart, product §7): the same fields; without a new PDF
 * the stored one stays, so "PDF or text" is checked against the stored document.
 */
export const legalDocumentUpdateSchema = z.object(fields);

/** POST /api/admin/legal-documents (multipart): a PDF, the text, or both (product §5). */
export const legalDocumentSchema = z.object(fields).check(
  z.refine((document) => document.pdfFile !== undefined || document.content !== undefined, {
    message: M.contentOrPdf,
    path: ["content"],
  }),
);

export type LegalDocumentInput = z.input<typeof legalDocumentSchema>;
export type LegalDocumentPayload = z.infer<typeof legalDocumentSchema>;

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "@/components/ui/text-field";
import { useLegalDocuments } from "../api/get-legal-documents";
import type { AdminLegalDocument } from "../types";

/** The documents guests may sign: active liability waivers that have not expired. */
export function activeWaivers(documents: readonly AdminLegalDocument[], now = Date.now()) {
  return documents.filter(
    (document) =>
      document.documentType === "liability_waiver" &&
      document.isActive &&
      (document.expiresAt === null || Date.parse(document.expiresAt) > now),
  );
}

export interface WaiverDocumentFieldProps {
  label: string;
  /** What choosing no document means here (the platform's default, or no waiver at all). */
  noneLabel: string;
  hint: string;
  registration: UseFormRegisterReturn;
  /** The id the form holds: kept as a choice even once its document is no longer active. */
  current: string | null | undefined;
  error?: string;
}

/**
 * A select of the active liability waivers (Legal Documents), or none. The form's select mounts
 * once the list is here, so it shows the document an edit was saved with (a select set before
 * its option exists would show, and then save, none).
 */
export function WaiverDocumentField({
  label,
  noneLabel,
  hint,
  registration,
  current,
  error,
}: WaiverDocumentFieldProps) {
  const id = useId();
  const documents = useLegalDocuments();
  const waivers = activeWaivers(documents.data ?? []);
  const retired = current && !waivers.some((waiver) => waiver.id === current);
  const status = documents.isPending
    ? "Loading the liability waivers…"
    : documents.isError
      ? "The liability waivers could not be loaded."
      : waivers.length === 0
        ? "No active liability waiver yet: add one in Legal Documents."
        : "";
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      {documents.isPending ? (
        <select id={id} className="select w-full" disabled aria-describedby={describedBy}>
          <option value="">{noneLabel}</option>
        </select>
      ) : (
        <select
          id={id}
          className={`select w-full ${error ? "select-error" : ""}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...registration}
        >
          <option value="">{noneLabel}</option>
          {retired ? (
            <option value={current}>The waiver chosen before (no longer active)</option>
          ) : null}
          {waivers.map((waiver) => (
            <option key={waiver.id} value={waiver.id}>
              {`${waiver.title} (version ${waiver.version})`}
            </option>
          ))}
        </select>
      )}
      <p id={`${id}-hint`} className="text-sm text-base-content/75">
        {status || hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

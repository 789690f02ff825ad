import { useId } from "react";
import { FieldError } from "@/components/ui/text-field";

export interface PdfFileInputProps {
  onChange: (file: File | undefined) => void;
  error?: string;
  /** On edit: the PDF already stored, which stays unless another is chosen. */
  storedFileName?: string | null;
}

/** product §5: a file input for .pdf with the hint "PDF up to 10MB". */
export function PdfFileInput({ onChange, error, storedFileName }: PdfFileInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        PDF file
      </label>
      <input
        id={id}
        type="file"
        accept=".pdf,application/pdf"
        className={`file-input w-full ${error ? "file-input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
      <p id={hintId} className="text-sm text-base-content/75">
        PDF up to 10MB
        {storedFileName ? (
          <>
            . Current file: <span className="break-all">{storedFileName}</span> (kept unless you
            choose another).
          </>
        ) : null}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

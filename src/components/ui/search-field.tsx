import { useId } from "react";

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Classes of the field's wrapper (its width in a row of filters, say). */
  className?: string;
  /** Where the place makes the purpose plain: the label is read, not shown. */
  hideLabel?: boolean;
}

/** A labelled search box, as every list's filters and the dialogs' pickers show it. */
export function SearchField({
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  className = "",
  hideLabel = false,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`fieldset py-0 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "fieldset-legend"}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input w-full"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}

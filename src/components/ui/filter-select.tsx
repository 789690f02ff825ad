import { useId } from "react";

export interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  /** `[value, label]` pairs, the "all" choice first. */
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
  /** Classes of the select: its width beside the other filters. */
  className?: string;
}

/** A labelled select that narrows a list, as the lists' filter rows show it. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  className = "w-full md:w-40",
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <select
        id={id}
        className={`select ${className}`}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

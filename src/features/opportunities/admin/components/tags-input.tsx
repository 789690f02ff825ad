import { type KeyboardEvent, useId, useState } from "react";

export interface TagsInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** Offered as the admin types; any other text is accepted too. */
  suggestions?: readonly string[];
  hint?: string;
}

/** Tags added with Enter or Add, each removable; blanks and repeats are ignored. */
export function TagsInput({ label, value, onChange, suggestions = [], hint }: TagsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState("");

  const add = () => {
    const tag = draft.trim();
    if (tag && !value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      onChange([...value, tag]);
    }
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault(); // Enter adds the tag instead of submitting the form
    add();
  };

  return (
    <div className="fieldset sm:col-span-2">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <div className="join w-full">
        <input
          id={id}
          list={`${id}-suggestions`}
          className="input join-item w-full"
          value={draft}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn join-item" onClick={add}>
          Add
        </button>
      </div>
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-base-content/75">
          {hint}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${label} added`}>
          {value.map((tag) => (
            <li key={tag} className="badge badge-soft badge-primary h-auto gap-1 py-1 pe-1">
              <span>{tag}</span>
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-circle"
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(value.filter((existing) => existing !== tag))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

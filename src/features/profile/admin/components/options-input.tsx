import { type KeyboardEvent, useId, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";

export interface OptionsInputProps {
  options: string[];
  onChange: (options: string[]) => void;
}

/**
 * The choices of a select or multiselect field (product §5): added with Enter or the Add button,
 * trimmed, never twice; each chip has its own remove button.
 */
export function OptionsInput({ options, onChange }: OptionsInputProps) {
  const [draft, setDraft] = useState("");
  const [note, setNote] = useState("");
  const id = useId();

  const add = () => {
    const option = draft.trim();
    if (option === "") return;
    if (options.includes(option)) {
      setNote(`"${option}" is already an option`);
      return;
    }
    onChange([...options, option]);
    setDraft("");
    setNote("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the option instead of submitting the whole form.
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Options</legend>
      <div className="flex gap-2">
        <label htmlFor={`${id}-draft`} className="sr-only">
          New option
        </label>
        <input
          id={`${id}-draft`}
          className="input w-full"
          value={draft}
          placeholder="Type an option and press Enter"
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            setDraft(event.target.value);
            setNote("");
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-outline" onClick={add}>
          Add
        </button>
      </div>
      <p id={`${id}-note`} className="text-sm text-base-content/75" aria-live="polite">
        {note || (options.length === 0 ? "No options yet." : "")}
      </p>
      {options.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Options">
          {options.map((option) => (
            <li key={option} className="badge badge-soft badge-primary h-auto gap-1 py-1 pe-1">
              <span className="break-all">{option}</span>
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-circle"
                aria-label={`Remove option ${option}`}
                onClick={() => onChange(options.filter((kept) => kept !== option))}
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

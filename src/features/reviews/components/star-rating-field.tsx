import { useId } from "react";

export interface StarRatingFieldProps {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1 to 5 stars as a group of radio buttons: arrow keys move between them, and each is named
 * for screen readers ("4 stars"); the stars up to the chosen one are filled.
 */
export function StarRatingField({ value, onChange, error }: StarRatingFieldProps) {
  const id = useId();
  return (
    <fieldset
      className="fieldset"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="fieldset-legend">Your rating</legend>
      <div className="rating rating-lg gap-1">
        {STARS.map((stars) => (
          <input
            key={stars}
            type="radio"
            name={`${id}-rating`}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={stars === 1 ? "1 star" : `${stars} stars`}
            className="mask mask-star-2 bg-warning"
          />
        ))}
      </div>
      <p className="text-sm text-base-content/75" aria-live="polite">
        {value ? `${value} of 5 stars` : "Choose from 1 to 5 stars"}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import type { UseFormRegisterReturn } from "react-hook-form";

export interface ToggleFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** A short line under the label saying what switching it on does. */
  hint?: string;
}

/** A yes/no switch (daisyUI toggle) whose whole row is its label. */
export function ToggleField({ label, registration, hint }: ToggleFieldProps) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 rounded-box border border-base-300 px-3 py-2.5">
      <span className="text-sm">
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-base-content/75">{hint}</span> : null}
      </span>
      <input type="checkbox" className="toggle toggle-primary shrink-0" {...registration} />
    </label>
  );
}

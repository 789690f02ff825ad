import type { ReactNode } from "react";

/** The primary form button; disabled with a spinner while the request is in flight. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary mt-4 w-full" disabled={pending}>
      {pending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

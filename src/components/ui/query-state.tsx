import type { ReactNode } from "react";
import { errorMessage } from "@/utils/error-message";

export interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  /** What is loading, for screen readers: "Loading opportunities...". */
  label?: string;
  children: ReactNode;
}

/** A query's loading and error states around what it shows once it has data. */
export function QueryState({ isPending, error, onRetry, label, children }: QueryStateProps) {
  if (error) {
    return (
      <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between">
        <span>{errorMessage(error, "Something went wrong while loading. Please try again.")}</span>
        {onRetry ? (
          <button type="button" className="btn btn-sm" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  if (isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-8">
        <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
        <span>{label ?? "Loading..."}</span>
      </div>
    );
  }
  return <>{children}</>;
}

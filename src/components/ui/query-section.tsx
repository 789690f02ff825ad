import type { ReactNode } from "react";
import { QueryState } from "@/components/ui/query-state";

export interface QuerySectionProps {
  /** Unique on the page: the heading's id. */
  id: string;
  title: string;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** What is loading, for screen readers: "Loading bids...". */
  loadingLabel: string;
  /** The query found nothing: `emptyText` stands instead of the list. */
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** A titled part of a page or dialog that lists what one query found. */
export function QuerySection({
  id,
  title,
  query,
  loadingLabel,
  isEmpty,
  emptyText,
  children,
}: QuerySectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label={loadingLabel}
      >
        {isEmpty ? <p className="text-base-content/70">{emptyText}</p> : children}
      </QueryState>
    </section>
  );
}

import { type ReactNode, useId } from "react";
import { Link } from "react-router-dom";
import { QueryState } from "@/components/ui/query-state";

export interface QueryCardProps {
  title: string;
  /** Beside the title: the page the card sums up ("View All"). */
  link?: { to: string; label: string };
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** What is loading, for screen readers: "Loading opportunities...". */
  loadingLabel: string;
  children: ReactNode;
}

/** A dashboard card named by its title that shows what one query found. */
export function QueryCard({ title, link, query, loadingLabel, children }: QueryCardProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className="card-title text-lg">
      {title}
    </h2>
  );
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body p-5">
        {link ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {heading}
            <Link to={link.to} className="btn btn-outline btn-primary btn-sm">
              {link.label}
            </Link>
          </div>
        ) : (
          heading
        )}
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          label={loadingLabel}
        >
          {children}
        </QueryState>
      </div>
    </section>
  );
}

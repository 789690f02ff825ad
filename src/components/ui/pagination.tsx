export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: there are more pages than it makes. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  /** The navigation's name, where a page holds more than one list. */
  label?: string;
}

/**
 * Previous / "Page X of Y" / Next under a list, shown once the list has more than one page
 * (or the reader is past the first). A capped count reads "of Y+" and Next stays on.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  onPage,
  label = "Pages",
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page <= 1 && !totalCapped) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <button
        type="button"
        className="btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="text-sm">
        Page {page} of {pages}
        {totalCapped ? "+" : ""}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={page >= pages && !totalCapped}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

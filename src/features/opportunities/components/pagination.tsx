export interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / "Page X of Y" / Next under a paginated list. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <button
        type="button"
        className="btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="text-sm">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's own value, handed to `commit` once typing pauses. When the committed value
 * changes from elsewhere (Back, a link), the box shows it; its own commits do not overwrite
 * what was typed since. `commitNow` (for the box's blur) hands it over at once: a click on a
 * link right after typing commits before the link opens its page, never after, which would
 * pull the user back to the list.
 */
export function useDebouncedSearch(committed: string, commit: (search: string) => void) {
  const [search, setSearch] = useState(committed);
  const written = useRef(committed);

  useEffect(() => {
    if (committed === written.current) return;
    written.current = committed;
    setSearch(committed);
  }, [committed]);

  const commitNow = useCallback(() => {
    if (search === written.current) return;
    written.current = search;
    commit(search);
  }, [search, commit]);

  useEffect(() => {
    if (search === written.current) return;
    const timer = setTimeout(commitNow, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, commitNow]);

  return [search, setSearch, commitNow] as const;
}

/** useDebouncedSearch for a list whose filters change by `onChange({ search })`. */
export function useDebouncedSearchFilter(
  committed: string,
  onChange: (changes: { search: string }) => void,
) {
  const commit = useCallback((search: string) => onChange({ search }), [onChange]);
  return useDebouncedSearch(committed, commit);
}

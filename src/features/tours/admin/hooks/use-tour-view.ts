import { ADMIN_TOUR_VIEWS, type AdminTourView } from "@shared/schemas/list-query";
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { withSearchParams } from "@/utils/search-params";
import type { AdminTourListRequest } from "../api/get-admin-tours";

const DEFAULTS = { view: "scheduled", page: 1 };

/**
 * The Tours page's view and page, kept in the URL (?view=&page=) so a reload or Back shows the
 * same list. Another view starts on its first page.
 */
export function useTourView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("view");
  const view = ADMIN_TOUR_VIEWS.includes(raw as AdminTourView)
    ? (raw as AdminTourView)
    : "scheduled";
  const page = Math.max(1, Math.trunc(Number(params.get("page"))) || 1);

  const update = useCallback(
    (changes: Partial<AdminTourListRequest>) => {
      setParams((current) => withSearchParams(current, { page: 1, ...changes }, DEFAULTS), {
        replace: true,
      });
    },
    [setParams],
  );

  return { request: { view, page }, update };
}

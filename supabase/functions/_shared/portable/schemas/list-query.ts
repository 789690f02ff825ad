import * as z from "zod/mini";
import { isDateTime } from "../calendar-date.ts";
import { BID_STATUSES, OPPORTUNITY_STATUSES, PRIORITIES, TOUR_TYPES } from "../contracts/enums.ts";
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from "../contracts/limits.ts";

/** `?pageSize=` of every paginated list: 1 to 100, `defaultSize` when absent. */
export function pageSizeParam(defaultSize: number) {
  return z._default(
    z.coerce
      .number()
      .check(
        z.int("pageSize must be a whole number"),
        z.gte(1, "pageSize must be at least 1"),
        z.lte(MAX_PAGE_SIZE, `pageSize cannot exceed ${MAX_PAGE_SIZE}`),
      ),
    defaultSize,
  );
}

/** A list's search text, trimmed; absent when not given. */
export const searchText = z.optional(
  z.string().check(z.trim(), z.maxLength(MAX_SEARCH_LENGTH, "Search is too long")),
);

/** ?page=&pageSize= of every paginated list: page from 1, at most 100 per page. */
export const pageQueryShape = {
  page: z._default(
    z.coerce
      .number()
      .check(z.int("page must be a whole number"), z.gte(1, "page must be at least 1")),
    1,
  ),
  pageSize: pageSizeParam(20),
};

export const pageQuerySchema = z.object(pageQueryShape);

/** GET /api/opportunities/all: search, filters and page. */
export const opportunitySearchSchema = z.object({
  ...pageQueryShape,
  q: searchText,
  /** Another name for `q`. */
  search: searchText,
  type: z.optional(z.enum(TOUR_TYPES, "Unknown type")),
  priority: z.optional(z.enum(PRIORITIES, "Unknown priority")),
  status: z._default(z.enum([...OPPORTUNITY_STATUSES, "all"] as const, "Unknown status"), "open"),
  sort: z._default(z.enum(["date", "-date", "-createdAt"], "Unknown sort"), "date"),
});

/** GET /api/admin/opportunities: Opportunity Management's search and filters. */
export const adminOpportunityListQuerySchema = z.object({
  search: searchText,
  status: z._default(z.enum([...OPPORTUNITY_STATUSES, "all"] as const, "Unknown status"), "all"),
  /** Only opportunities with bids still waiting for a decision (pending or shortlisted). */
  review: z._default(
    z.pipe(
      z.enum(["true", "false"], "review must be true or false"),
      z.transform((v) => v === "true"),
    ),
    false,
  ),
});

export type AdminOpportunityFilter = z.infer<typeof adminOpportunityListQuerySchema>;

/** GET /api/bids: my bids, optionally of one status. */
export const bidListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.optional(z.enum(BID_STATUSES, "Unknown status")),
});

/** GET /api/notifications: newest first, optionally only unread ones. */
export const notificationListQuerySchema = z.object({
  ...pageQueryShape,
  unread: z._default(
    z.pipe(
      z.enum(["true", "false"], "unread must be true or false"),
      z.transform((v) => v === "true"),
    ),
    false,
  ),
});

export type OpportunitySearch = z.infer<typeof opportunitySearchSchema>;

/**
 * The admin's Tours page: `scheduled` from `from` on (the start of the admin's today, so today's
 * tours come first), `overdue` still scheduled but begun before `from` (waiting to be completed
 * or cancelled, the latest first), `recent` completed or cancelled, the latest first.
 */
export const ADMIN_TOUR_VIEWS = ["scheduled", "overdue", "recent"] as const;
export type AdminTourView = (typeof ADMIN_TOUR_VIEWS)[number];

/** GET /api/admin/tours: the view, where today begins, and the page. */
export const adminTourListQuerySchema = z.object({
  ...pageQueryShape,
  view: z._default(z.enum(ADMIN_TOUR_VIEWS, "Unknown view"), "scheduled"),
  from: z.optional(
    z.string().check(z.refine(isDateTime, "from must be an ISO 8601 date-time with its offset")),
  ),
});

export type AdminTourListQuery = z.infer<typeof adminTourListQuerySchema>;

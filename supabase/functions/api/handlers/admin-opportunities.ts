import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/http-error.ts";
import { requireAdmin } from "../../_shared/require-admin.ts";
import { assignmentSchema } from "../../_shared/schemas/admin-assignment.ts";
import { adminOpportunityListQuerySchema } from "../../_shared/schemas/list-query.ts";
import { opportunitySchema } from "../../_shared/schemas/opportunity.ts";
import { bidsOfOpportunity } from "../queries/admin-bids.ts";
import { partnerMatches } from "../queries/admin-matches.ts";
import {
  countAdminOpportunities,
  insertOpportunity,
  listAdminOpportunities,
  readAdminOpportunity,
  replaceAssignments,
} from "../queries/admin-opportunities.ts";
import { idParam, pageRequest } from "../queries/admin-params.ts";
import { toursOfOpportunity } from "../queries/admin-tours.ts";

const NOT_FOUND = "Opportunity not found";
const RECENT = 10;

/**
 * /api/admin/opportunities: create (every field, admin-only ones kept apart), the admin list
 * and the recent ones, one opportunity, assigning partners, the partners who match it, its bids
 * side by side and its tours.
 */
export const adminOpportunityRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .post("/", async (c) => {
    const input = parseBody(opportunitySchema, await readJson(c));
    const opportunity = await withCaller(c, async (tx) => {
      const id = await insertOpportunity(tx, input);
      // Added, not replaced: auto-assign (at commit) fills up from the admin's own picks.
      await replaceAssignments(tx, id, input.assignedPartners, { keepOthers: true });
      // Run the deferred auto-assign now, so the answer shows whom it assigned.
      await tx`set constraints all immediate`;
      return readAdminOpportunity(tx, id);
    });
    return c.json(opportunity, 201);
  })
  .get("/", async (c) => {
    const page = pageRequest(c, 50);
    const filter = parseBody(adminOpportunityListQuerySchema, c.req.query());
    const result = await withCaller(c, async (tx) => {
      const total = await countAdminOpportunities(tx, filter);
      const items = await listAdminOpportunities(tx, filter, page.pageSize, page.offset);
      return { items, page: page.page, pageSize: page.pageSize, total };
    });
    return c.json(result);
  })
  .get("/recent", async (c) => {
    return c.json(await withCaller(c, (tx) => listAdminOpportunities(tx, {}, RECENT)));
  })
  .get("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const opportunity = await withCaller(c, (tx) => readAdminOpportunity(tx, id));
    if (!opportunity) throw new HttpError(404, NOT_FOUND);
    return c.json(opportunity);
  })
  .post("/:id/assign", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { userIds } = parseBody(assignmentSchema, await readJson(c));
    const opportunity = await withCaller(c, async (tx) => {
      const [found] = await tx`select id from public.opportunities where id = ${id} for update`;
      if (!found) throw new HttpError(404, NOT_FOUND);
      await replaceAssignments(tx, id, userIds);
      return readAdminOpportunity(tx, id);
    });
    return c.json({ opportunityId: id, assignedPartners: opportunity?.assignedPartners ?? [] });
  })
  .get("/:id/matches", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const matches = await withCaller(c, async (tx) => {
      const [found] = await tx`select id from public.opportunities where id = ${id}`;
      if (!found) throw new HttpError(404, NOT_FOUND);
      return partnerMatches(tx, id);
    });
    return c.json(matches);
  })
  .get("/:id/bids", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const result = await withCaller(c, async (tx) => {
      const [opportunity] = await tx`
        select
          id, title, date, location, base_rate as "baseRate", status,
          partners_needed as "partnersNeeded", max_bids as "maxBids",
          response_deadline as "responseDeadline"
        from public.opportunities
        where id = ${id}
      `;
      if (!opportunity) throw new HttpError(404, NOT_FOUND);
      // Opening the bids is what "viewed" means; the database keeps the first time.
      await tx`update public.bids set viewed_at = now() where opportunity_id = ${id} and viewed_at is null`;
      return { opportunity, bids: await bidsOfOpportunity(tx, id) };
    });
    return c.json(result);
  })
  .get("/:id/tours", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const tours = await withCaller(c, async (tx) => {
      const [found] = await tx`select id from public.opportunities where id = ${id}`;
      if (!found) throw new HttpError(404, NOT_FOUND);
      return toursOfOpportunity(tx, id);
    });
    return c.json(tours);
  });

import { Hono } from "hono";
import type { PartnersAssigned } from "../../_shared/portable/contracts/admin.ts";
import type { Deleted } from "../../_shared/portable/contracts/api.ts";
import { assignmentSchema } from "../../_shared/portable/schemas/admin-assignment.ts";
import { adminOpportunityListQuerySchema } from "../../_shared/portable/schemas/list-query.ts";
import {
  opportunitySchema,
  timeZoneQuerySchema,
} from "../../_shared/portable/schemas/opportunity.ts";
import {
  opportunityCancelSchema,
  opportunityTemplateSchema,
} from "../../_shared/portable/schemas/opportunity-changes.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { bidsOfOpportunity, markBidsViewed } from "../queries/admin-bids.ts";
import { partnerMatches } from "../queries/admin-matches.ts";
import {
  countAdminOpportunities,
  insertOpportunity,
  listAdminOpportunities,
  locationTimeZone,
  opportunityExists,
  readAdminOpportunity,
  readBiddingFacts,
  replaceAssignments,
  runDeferredChecks,
} from "../queries/admin-opportunities.ts";
import { idParam, pageRequest } from "../queries/admin-params.ts";
import { toursOfOpportunity } from "../queries/admin-tours.ts";
import {
  cancelOpportunity,
  KEPT_WHEN_ABSENT,
  updateOpportunity,
} from "../queries/opportunity-changes.ts";
import {
  deleteOpportunityTemplate,
  listOpportunityTemplates,
  saveAsTemplate,
} from "../queries/opportunity-templates.ts";

const NOT_FOUND = "Opportunity not found";
const TEMPLATE_NOT_FOUND = "Template not found";
const RECENT = 10;

/** The fields the body named, of those an edit keeps when left out. */
function sentFields(body: unknown) {
  const named = body && typeof body === "object" ? Object.keys(body) : [];
  return new Set(KEPT_WHEN_ABSENT.filter((field) => named.includes(field)));
}

/**
 * /api/admin/opportunities: create (every field, admin-only ones kept apart), the admin list
 * and the recent ones, the templates (listed and deleted apart from the opportunities), one
 * opportunity, editing and cancelling it, saving it as a template, assigning partners, the
 * partners who match it, its bids side by side and its tours.
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
      await runDeferredChecks(tx);
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
  .get("/templates", async (c) => {
    return c.json(await withCaller(c, listOpportunityTemplates));
  })
  .delete("/templates/:id", async (c) => {
    const id = idParam(c, "id", TEMPLATE_NOT_FOUND);
    const deleted = await withCaller(c, (tx) => deleteOpportunityTemplate(tx, id));
    if (!deleted) throw new HttpError(404, TEMPLATE_NOT_FOUND);
    return c.json({ id, deleted: true } satisfies Deleted);
  })
  /**
   * GET /api/admin/opportunities/time-zone?location=: the clock a tour at that place keeps (the
   * zone the database will store), so the form can say in which zone its time is typed.
   */
  .get("/time-zone", async (c) => {
    const { location } = parseBody(timeZoneQuerySchema, c.req.query());
    const timeZone = await withCaller(c, (tx) => locationTimeZone(tx, location));
    return c.json({ location, timeZone });
  })
  .get("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const opportunity = await withCaller(c, (tx) => readAdminOpportunity(tx, id));
    if (!opportunity) throw new HttpError(404, NOT_FOUND);
    return c.json(opportunity);
  })
  .put("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const body = await readJson(c);
    const input = parseBody(opportunitySchema, body);
    const sent = sentFields(body);
    const opportunity = await withCaller(c, async (tx) => {
      if (!(await updateOpportunity(tx, id, input, sent))) throw new HttpError(404, NOT_FOUND);
      if (sent.has("assignedPartners")) await replaceAssignments(tx, id, input.assignedPartners);
      return readAdminOpportunity(tx, id);
    });
    return c.json(opportunity);
  })
  .post("/:id/cancel", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { reason } = parseBody(opportunityCancelSchema, await readJson(c));
    const opportunity = await withCaller(c, async (tx) => {
      if (!(await cancelOpportunity(tx, id, reason))) throw new HttpError(404, NOT_FOUND);
      return readAdminOpportunity(tx, id);
    });
    return c.json(opportunity);
  })
  .post("/:id/template", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { templateName } = parseBody(opportunityTemplateSchema, await readJson(c));
    const template = await withCaller(c, (tx) => saveAsTemplate(tx, id, templateName));
    if (!template) throw new HttpError(404, NOT_FOUND);
    return c.json(template, 201);
  })
  .post("/:id/assign", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { userIds } = parseBody(assignmentSchema, await readJson(c));
    const opportunity = await withCaller(c, async (tx) => {
      if (!(await opportunityExists(tx, id, { lock: true }))) throw new HttpError(404, NOT_FOUND);
      await replaceAssignments(tx, id, userIds);
      return readAdminOpportunity(tx, id);
    });
    const assigned: PartnersAssigned = {
      opportunityId: id,
      assignedPartners: opportunity?.assignedPartners ?? [],
    };
    return c.json(assigned);
  })
  .get("/:id/matches", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const matches = await withCaller(c, async (tx) => {
      if (!(await opportunityExists(tx, id))) throw new HttpError(404, NOT_FOUND);
      return partnerMatches(tx, id);
    });
    return c.json(matches);
  })
  .get("/:id/bids", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const result = await withCaller(c, async (tx) => {
      const opportunity = await readBiddingFacts(tx, id);
      if (!opportunity) throw new HttpError(404, NOT_FOUND);
      // Opening the bids is what "viewed" means; the database keeps the first time.
      await markBidsViewed(tx, id);
      return { opportunity, bids: await bidsOfOpportunity(tx, id) };
    });
    return c.json(result);
  })
  .get("/:id/tours", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const tours = await withCaller(c, async (tx) => {
      if (!(await opportunityExists(tx, id))) throw new HttpError(404, NOT_FOUND);
      return toursOfOpportunity(tx, id);
    });
    return c.json(tours);
  });

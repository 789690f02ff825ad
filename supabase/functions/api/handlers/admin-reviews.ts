import { Hono } from "hono";
import { reviewVisibilitySchema } from "../../_shared/portable/schemas/review.ts";
import { isUuid } from "../../_shared/portable/uuid.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { idParam } from "../queries/admin-params.ts";
import { listAdminReviews, setReviewVisibility } from "../queries/reviews.ts";

const NOT_FOUND = "Review not found";

/**
 * GET /api/admin/reviews?partnerId=: every review, hidden ones too, newest first (200 at most).
 * PUT /api/admin/reviews/{id}/visibility {hiddenReason}: hidden with the reason, or shown again
 * with null; the partner's rating follows, and the audit log records who and why.
 */
export const adminReviewRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const partnerId = c.req.query("partnerId") || undefined;
    if (partnerId !== undefined && !isUuid(partnerId)) {
      throw new HttpError(400, "partnerId must be a partner's id.");
    }
    return c.json(await withCaller(c, (tx) => listAdminReviews(tx, partnerId)));
  })
  .put("/:id/visibility", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { hiddenReason } = parseBody(reviewVisibilitySchema, await readJson(c));
    const review = await withCaller(c, (tx) => setReviewVisibility(tx, id, hiddenReason));
    if (!review) throw new HttpError(404, NOT_FOUND);
    return c.json(review);
  });

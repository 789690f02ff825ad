import { Hono } from "hono";
import { reviewReplySchema } from "../../_shared/portable/schemas/review.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { idParam } from "../queries/admin-params.ts";
import { listReceivedReviews, replyToReview } from "../queries/reviews.ts";

const NOT_FOUND = "Review not found";

/**
 * /api/received-reviews: the caller's reviews (a partner's visible ones) and their rating.
 * PUT /{id}/reply {reply}: their one public answer (409 when it has one).
 */
export const receivedReviewRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await withCaller(c, listReceivedReviews)))
  .put("/:id/reply", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { reply } = parseBody(reviewReplySchema, await readJson(c));
    const review = await withCaller(c, (tx) => replyToReview(tx, id, reply));
    if (!review) throw new HttpError(404, NOT_FOUND);
    return c.json(review);
  });

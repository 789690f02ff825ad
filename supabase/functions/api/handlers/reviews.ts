import { Hono } from "hono";
import type { ReviewCreated } from "../../_shared/portable/contracts/reviews.ts";
import { reviewSchema } from "../../_shared/portable/schemas/review.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { asCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { readReviewRequest, submitReview } from "../queries/reviews.ts";

const NOT_VALID = "This review link is not valid; check that it was copied whole.";

/** A token as private.link_token makes them (hex); anything else names no request. */
function tokenParam(token: string | undefined): string {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) throw new HttpError(404, NOT_VALID);
  return token;
}

/**
 * /api/reviews/{token}, for the organiser or a guest of a completed tour, who has no account:
 * the token of their mail's link is the only key. Run as anon; the database's two functions
 * decide (an unknown link 404, a used or expired one 409 with its sentence).
 *
 * GET: the tour (title, start on its clock, the partner's business name).
 * POST {rating, text?} → 201 {id}.
 */
export const publicReviewRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const token = tokenParam(c.req.param("token"));
    return c.json(await asCaller({ role: "anon" }, (tx) => readReviewRequest(tx, token)));
  })
  .post("/:token", async (c) => {
    const token = tokenParam(c.req.param("token"));
    const { rating, text } = parseBody(reviewSchema, await readJson(c));
    const id = await asCaller({ role: "anon" }, (tx) =>
      submitReview(tx, token, rating, text || null),
    );
    return c.json({ id } satisfies ReviewCreated, 201);
  });

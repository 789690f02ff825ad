import { Hono } from "hono";
import {
  LICENCE_EXPIRY_WARNING_DAYS,
  LICENCE_STATUSES,
} from "../../_shared/portable/contracts/licences.ts";
import { licenceReviewSchema } from "../../_shared/portable/schemas/licence.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { choiceParam, idParam } from "../queries/admin-params.ts";
import { listLicencesForReview, reviewLicence } from "../queries/licences.ts";
import { withScanUrls } from "./licences.ts";

const NOT_FOUND = "Licence not found";

/**
 * /api/admin/licences: every partner's licences to review. `?status=` pending, approved or
 * rejected; `?expiring=true` only those expiring within 30 days (or expired). PUT /{id}
 * approves, or rejects with a reason; the database notifies the partner and audit-logs it.
 */
export const adminLicenceRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const status = choiceParam(c, "status", LICENCE_STATUSES);
    const expiring = choiceParam(c, "expiring", ["true", "false"] as const) === "true";
    const licences = await withCaller(c, (tx) =>
      listLicencesForReview(tx, {
        status,
        expiringWithinDays: expiring ? LICENCE_EXPIRY_WARNING_DAYS : undefined,
      }),
    );
    return c.json(await withScanUrls(c, licences));
  })
  .put("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const review = parseBody(licenceReviewSchema, await readJson(c));
    const [licence] = await withCaller(c, async (tx) => {
      if (!(await reviewLicence(tx, id, review))) throw new HttpError(404, NOT_FOUND);
      return listLicencesForReview(tx, { id });
    });
    if (!licence) throw new HttpError(404, NOT_FOUND);
    const [shown] = await withScanUrls(c, [licence]);
    return c.json(shown);
  });

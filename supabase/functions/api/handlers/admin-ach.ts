import { Hono } from "hono";
import type { AchSettingsState } from "../../_shared/portable/contracts/ach.ts";
import {
  achBatchSchema,
  achReturnSchema,
  achSettingsSchema,
} from "../../_shared/portable/schemas/ach.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import {
  createAchBatch,
  readAchBatches,
  readAchFileBatch,
  readAchFileEntries,
  readAchSettings,
  recordAchReturn,
  saveAchSettings,
} from "../queries/ach.ts";
import { achFileText } from "../queries/ach-file.ts";
import { idParam } from "../queries/admin-params.ts";

const BATCH_NOT_FOUND = "ACH batch not found";

/**
 * /api/admin/ach: paying partners by direct deposit (29_ach_batches.sql). The originator
 * settings; the batches with their entries (numbers masked); a new batch of payable lines
 * (held partners refused by name, 409); its NACHA file, the one place account numbers leave in
 * clear, each read audited by the database with this route's reason; and a return by trace
 * number and R-code (409 when the entry was returned already).
 */
export const adminAchRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/settings", async (c) => {
    const settings = await withCaller(c, readAchSettings);
    return c.json({ settings } satisfies AchSettingsState);
  })
  .put("/settings", async (c) => {
    const input = parseBody(achSettingsSchema, await readJson(c));
    const settings = await withCaller(c, async (tx) => {
      await saveAchSettings(tx, input);
      return readAchSettings(tx);
    });
    return c.json({ settings } satisfies AchSettingsState);
  })
  .get("/batches", async (c) => c.json(await withCaller(c, (tx) => readAchBatches(tx))))
  .post("/batches", async (c) => {
    const input = parseBody(achBatchSchema, await readJson(c));
    const batch = await withCaller(c, async (tx) => {
      const id = await createAchBatch(tx, input);
      const [shown] = await readAchBatches(tx, { id });
      return shown;
    });
    return c.json(batch, 201);
  })
  .get("/batches/:id/file", async (c) => {
    const id = idParam(c, "id", BATCH_NOT_FOUND);
    const text = await withCaller(c, async (tx) => {
      const batch = await readAchFileBatch(tx, id);
      if (!batch) throw new HttpError(404, BATCH_NOT_FOUND);
      const entries = await readAchFileEntries(tx, id, `NACHA file of ACH batch ${id}`);
      return achFileText(batch, entries);
    });
    return c.body(text, 200, {
      "content-type": "text/plain; charset=us-ascii",
      "content-disposition": `attachment; filename="ach-${id.slice(0, 8)}.txt"`,
      "cache-control": "no-store",
    });
  })
  .post("/returns", async (c) => {
    const input = parseBody(achReturnSchema, await readJson(c));
    const [batch] = await withCaller(c, async (tx) => {
      const batchId = await recordAchReturn(tx, input);
      return readAchBatches(tx, { id: batchId });
    });
    return c.json(batch, 201);
  });

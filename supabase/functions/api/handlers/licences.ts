import type { Context } from "hono";
import { Hono } from "hono";
import type { Deleted } from "../../_shared/portable/contracts/api.ts";
import type { Licence } from "../../_shared/portable/contracts/licences.ts";
import { licenceSchema } from "../../_shared/portable/schemas/licence.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody } from "../../_shared/server/http-error.ts";
import { idParam } from "../queries/admin-params.ts";
import { removeScans, scanFileName, signedScanUrls, uploadScan } from "../queries/licence-scans.ts";
import {
  deleteOwnLicence,
  insertLicence,
  type LicenceRow,
  listOwnLicences,
  readLicence,
} from "../queries/licences.ts";
import { assertScanContent, readLicenceForm } from "./licence-form.ts";
import { withBusiness } from "./with-business.ts";

const NOT_FOUND = "Licence not found";

/** Each licence with a short-lived link to its scan, signed as the caller. */
export async function withScanUrls<T extends LicenceRow>(
  c: Context<AppEnv>,
  licences: T[],
): Promise<(Omit<T, "scanPath"> & Pick<Licence, "scanUrl" | "scanFileName">)[]> {
  const links = await signedScanUrls(
    c.var.accessToken,
    licences.map((licence) => licence.scanPath),
  );
  return licences.map(({ scanPath, ...licence }) => ({
    ...licence,
    scanFileName: scanPath.split("/").pop() ?? "",
    scanUrl: links.get(scanPath) ?? null,
  }));
}

/**
 * /api/licences: the caller's state cannabis licences. A new one (multipart, with its scan)
 * waits for an admin's review; the scan goes to the licence-scans bucket as the caller, under
 * `<partner id>/<licence id>/<file name>`.
 */
export const licenceRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const licences = await withCaller(c, listOwnLicences);
    return c.json(await withScanUrls(c, licences));
  })
  .post("/", async (c) => {
    const { scan, ...fields } = parseBody(licenceSchema, await readLicenceForm(c));
    await assertScanContent(scan);
    const id = crypto.randomUUID();
    const licence = await withBusiness(c, async (tx, partnerId) => {
      // Under the business's folder, whoever of it adds the licence.
      const scanPath = `${partnerId}/${id}/${scanFileName(scan.name, scan.type)}`;
      await insertLicence(tx, id, fields, scanPath);
      // Uploaded inside the transaction: a refused upload leaves no licence behind.
      await uploadScan(c.var.accessToken, scanPath, scan);
      return readLicence(tx, id);
    });
    if (!licence) throw new Error("the new licence cannot be read back");
    const [shown] = await withScanUrls(c, [licence]);
    return c.json(shown, 201);
  })
  .delete("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const deleted = await withCaller(c, (tx) => deleteOwnLicence(tx, id));
    if (!deleted) throw new HttpError(404, NOT_FOUND);
    try {
      await removeScans(c.var.accessToken, [deleted.scanPath]);
    } catch (error) {
      console.error(`[${c.var.requestId}] leaving a scan behind:`, error);
    }
    return c.json({ id: deleted.id, deleted: true } satisfies Deleted);
  });

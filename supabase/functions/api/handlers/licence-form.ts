import type { Context } from "hono";
import { LICENCE_MESSAGES, MAX_SCAN_BYTES } from "../../_shared/portable/schemas/licence.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { assertStorableInput, HttpError } from "../../_shared/server/http-error.ts";

const M = LICENCE_MESSAGES;

/** How each accepted type starts. */
const SIGNATURES: Record<string, number[]> = {
  "application/pdf": [0x25, 0x50, 0x44, 0x46, 0x2d],
  "image/png": [0x89, 0x50, 0x4e, 0x47],
  "image/jpeg": [0xff, 0xd8, 0xff],
};
const BY_EXTENSION: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/**
 * The licence form (multipart) as a plain object. A scan over 10MB is a 413 before anything
 * else is looked at, as Storage would answer; a scan labelled as a generic binary takes the type
 * its name says, and the content decides (`assertScanContent`).
 */
export async function readLicenceForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (!/multipart\/form-data/i.test(type)) {
    throw new HttpError(400, M.scan, { scan: [M.scan] });
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, "The form could not be read", {});
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (value.size > 0 || value.name !== "") fields[name] = value;
  }
  assertStorableInput(
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name,
        value instanceof File ? value.name : value,
      ]),
    ),
  );
  const file = fields.scan;
  if (file instanceof File) {
    if (file.size > MAX_SCAN_BYTES) throw new HttpError(413, M.scanSize);
    const named = BY_EXTENSION[/\.([A-Za-z]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ""];
    if ((file.type === "" || file.type === "application/octet-stream") && named) {
      fields.scan = new File([file], file.name, { type: named });
    }
  }
  return fields;
}

/** A scan that says it is a PDF or an image must also start like one. */
export async function assertScanContent(file: File) {
  const signature = SIGNATURES[file.type] ?? [];
  const head = new Uint8Array(await file.slice(0, signature.length).arrayBuffer());
  if (signature.length === 0 || signature.some((byte, i) => head[i] !== byte)) {
    throw new HttpError(400, M.scanType, { scan: [M.scanType] });
  }
}

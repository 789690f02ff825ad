import { Hono } from "hono";
import type { WaiverToSign } from "../../_shared/portable/contracts/guests.ts";
import { LINK_MESSAGES, waiverSignatureSchema } from "../../_shared/portable/schemas/guest.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { parseBody, readJson } from "../../_shared/server/http-error.ts";
import { readWaiver, signWaiver } from "../queries/guest-lists.ts";
import { asLinkHolder, tokenParam } from "./guest-lists.ts";

/**
 * A guest's waiver, without an account: GET /api/waivers/{token} (what to sign, for
 * whom, and whether signed) and POST {signatureName}: the guest's name as on the list, recorded
 * with the waiver's version, the time, the address and the user agent. Signed already, or no
 * waiver applies: 409.
 */
export const waiverRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const token = tokenParam(c, LINK_MESSAGES.waiver);
    const waiver = await asLinkHolder(c, (tx) => readWaiver(tx, token));
    return c.json(waiver as WaiverToSign);
  })
  .post("/:token", async (c) => {
    const token = tokenParam(c, LINK_MESSAGES.waiver);
    const { signatureName } = parseBody(waiverSignatureSchema, await readJson(c));
    const signed = await asLinkHolder(c, (tx) => signWaiver(tx, token, signatureName));
    return c.json(signed as WaiverToSign, 201);
  });

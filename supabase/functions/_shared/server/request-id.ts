import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/** A caller's own id is kept when it looks like one, so logs line up across services. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Every response carries `x-request-id`; failures are logged under it. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header("x-request-id");
  const id = given && ACCEPTABLE_ID.test(given) ? given : crypto.randomUUID();
  c.set("requestId", id);
  await next();
  c.res.headers.set("x-request-id", id);
};

import type { IncomingMessage, ServerResponse } from "node:http";
import type { Service, StackContext } from "../lib/context.ts";
import { BodyTooLargeError } from "../lib/http.ts";
import { authenticate } from "./caller.ts";
import { errors, fromDatabaseError, StorageApiError, sendError } from "./errors.ts";
import { ObjectStore } from "./object-store.ts";
import type { StorageRequest } from "./request.ts";
import { matchRoute } from "./router.ts";

/** Storage's HTTP API at /storage/v1, on the local disk and the stack's Postgres. */
export function createStorageService(ctx: StackContext): Service {
  const store = new ObjectStore(ctx.config.dataDir);
  return {
    handle: async (req, res, path, url) => {
      try {
        const match = matchRoute(req.method ?? "GET", path);
        if (!match) throw errors.notFound();
        const { route, params } = match;
        const rq: StorageRequest = {
          ctx,
          req,
          res,
          url,
          store,
          params,
          operation: route.operation,
        };
        if (route.access === "open") await route.handle(rq);
        else await route.handle(rq, await authenticate(req, ctx.config.jwtSecret));
      } catch (error) {
        await answerError(ctx, req, res, error);
      }
    },
  };
}

/** A refused upload up to this size is read to its end before the answer. */
const DRAINED_BODY_BYTES = 1024 * 1024;
const DRAIN_TIMEOUT_MS = 5000;

async function answerError(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
) {
  if (req.socket.destroyed) return; // the client went away; there is no one to answer
  let apiError =
    error instanceof StorageApiError
      ? error
      : error instanceof BodyTooLargeError
        ? errors.entityTooLarge()
        : fromDatabaseError(error);
  if (!apiError) {
    ctx.log(`${req.method} ${req.url} failed: ${(error as Error)?.stack ?? error}`);
    apiError = errors.internal();
  }
  if (res.headersSent) return void res.destroy();
  // The rest of a refused upload: a small one is read first, since a client still sending when
  // the connection closes meets a reset instead of the answer; a larger one (or one whose end
  // does not come) is not waited for, and the connection closes after the answer.
  if (!req.complete && !(await drained(req))) res.setHeader("Connection", "close");
  sendError(res, apiError);
}

function drained(req: IncomingMessage): Promise<boolean> {
  const length = Number(req.headers["content-length"]);
  if (!Number.isSafeInteger(length) || length > DRAINED_BODY_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ended: boolean) => {
      clearTimeout(timer);
      req.off("end", onEnd).off("error", onError);
      resolve(ended);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), DRAIN_TIMEOUT_MS);
    req.on("end", onEnd).on("error", onError);
    req.resume();
  });
}

import { Hono } from "hono";
import type { AppEnv } from "../_shared/app-env.ts";
import { authenticate } from "../_shared/auth.ts";
import { corsHeaders } from "../_shared/cors.ts";
import { errorHandler } from "../_shared/http-error.ts";
import { requestId } from "../_shared/request-id.ts";
import { authRoutes } from "./handlers/auth.ts";
import { health } from "./handlers/health.ts";

/**
 * The resources of the API, each a Hono sub-app from handlers/. Every one of them needs a
 * signed-in user; admin sub-apps add `requireAdmin` themselves.
 */
const resources: [path: string, routes: Hono<AppEnv>][] = [["/auth", authRoutes]];

/** The portal's API: one function, routes under its own name as the runtime passes them. */
const app = new Hono<AppEnv>().basePath("/api");

app.use("*", corsHeaders);
app.use("*", requestId);
app.onError(errorHandler);

// Open to any token the runtime's verify_jwt let through (the anon key too): a liveness probe.
app.get("/health", health);

for (const [path, routes] of resources) {
  app.use(path, authenticate);
  app.use(`${path}/*`, authenticate);
  app.route(path, routes);
}

app.notFound((c) => c.json({ message: "Not Found" }, 404));

Deno.serve(app.fetch);

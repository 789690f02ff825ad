import { Hono } from "hono";
import { cors } from "hono/cors";
import { health } from "./handlers/health.ts";

/** The portal's API: one function, routes under its own name as the runtime passes them. */
const app = new Hono().basePath("/api");

// supabase-js's suggested headers for functions, so browsers can call it from the web app.
app.use(
  "*",
  cors({
    origin: "*",
    allowHeaders: ["authorization", "x-client-info", "apikey", "content-type", "x-retry-count"],
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
  }),
);

app.get("/health", health);

app.notFound((c) => c.json({ message: "Not Found" }, 404));

Deno.serve(app.fetch);

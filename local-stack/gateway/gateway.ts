import http from "node:http";
import type { StackConfig } from "../lib/config.ts";
import type { Service } from "../lib/context.ts";
import { sendJson } from "../lib/http.ts";
import type { Logger } from "../lib/log.ts";
import { apiKeyOf, isKnownApiKey, rewriteAuthorization } from "./api-keys.ts";
import { applyCors } from "./cors.ts";

export interface Route {
  prefix: string;
  service: Service;
  /** Whether requests need an apikey, as the hosted gateway asks of them. */
  requiresApiKey: (path: string, method: string) => boolean;
}

/** Paths a browser opens by navigation (no headers), which the hosted gateway leaves open. */
const OPEN_AUTH_PATHS = /^\/(authorize|callback|verify|_local\/)/;

export function authRoute(service: Service): Route {
  return { prefix: "/auth/v1", service, requiresApiKey: (path) => !OPEN_AUTH_PATHS.test(path) };
}

/** Storage checks the caller's JWT itself; signed and public URLs carry no key. */
export function storageRoute(service: Service): Route {
  return { prefix: "/storage/v1", service, requiresApiKey: () => false };
}

/** Functions decide for themselves (verify_jwt); webhooks and calendar apps call without a key. */
export function functionsRoute(service: Service): Route {
  return { prefix: "/functions/v1", service, requiresApiKey: () => false };
}

export function createGateway(config: StackConfig, routes: Route[], log: Logger) {
  return http.createServer(async (req, res) => {
    if (applyCors(req, res)) return;
    const url = new URL(req.url ?? "/", config.apiUrl);
    const route = routes.find(
      (r) => url.pathname === r.prefix || url.pathname.startsWith(`${r.prefix}/`),
    );
    if (!route) {
      if (url.pathname.startsWith("/rest/v1")) {
        return sendJson(res, 404, {
          message:
            "The local stack serves no PostgREST: this project reads data through /functions/v1/api.",
        });
      }
      return sendJson(res, 404, { message: "no Route matched with those values" });
    }
    const apiKey = apiKeyOf(req, url);
    if (route.requiresApiKey(url.pathname.slice(route.prefix.length), req.method ?? "GET")) {
      if (!apiKey) {
        return sendJson(res, 401, {
          message: "No API key found in request",
          hint: "No `apikey` request header or url param was found.",
        });
      }
      if (!isKnownApiKey(apiKey, config)) {
        return sendJson(res, 401, {
          message: "Invalid API key",
          hint: "Double check your Supabase `anon` or `service_role` API key.",
        });
      }
    }
    rewriteAuthorization(req, apiKey, config);
    const path = url.pathname.slice(route.prefix.length) || "/";
    try {
      await route.service.handle(req, res, path, url);
    } catch (error) {
      log(`${req.method} ${url.pathname} failed: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) sendJson(res, 500, { message: "Internal Server Error" });
      else res.end();
    }
  });
}

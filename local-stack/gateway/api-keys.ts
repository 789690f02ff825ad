import type { IncomingMessage } from "node:http";
import type { StackConfig } from "../lib/config.ts";
import { PUBLISHABLE_KEY, SECRET_KEY } from "../lib/keys.ts";

/** Maps an opaque new-style key to the JWT it stands for; a legacy JWT key maps to itself. */
export function keyToJwt(key: string, config: StackConfig): string {
  if (key === PUBLISHABLE_KEY) return config.anonKey;
  if (key === SECRET_KEY) return config.serviceRoleKey;
  return key;
}

export function isKnownApiKey(key: string, config: StackConfig): boolean {
  return [PUBLISHABLE_KEY, SECRET_KEY, config.anonKey, config.serviceRoleKey].includes(key);
}

export function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  const value = Array.isArray(header) ? header[0] : header;
  return value ?? url.searchParams.get("apikey") ?? undefined;
}

/**
 * The Authorization the services see, decided as the CLI's Kong does: keep a caller's own
 * Bearer token, otherwise use the JWT behind the apikey.
 */
export function rewriteAuthorization(
  req: IncomingMessage,
  apiKey: string | undefined,
  config: StackConfig,
) {
  const current = req.headers.authorization;
  if (current && !/^Bearer sb_/i.test(current)) return;
  const bearer = current?.replace(/^Bearer\s+/i, "") ?? apiKey;
  if (bearer) req.headers.authorization = `Bearer ${keyToJwt(bearer, config)}`;
}

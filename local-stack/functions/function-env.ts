import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseEnv } from "node:util";
import type { StackConfig } from "../lib/config.ts";
import { PUBLISHABLE_KEY, SECRET_KEY } from "../lib/keys.ts";
import type { Logger } from "../lib/log.ts";
import { LOCAL_WHATSAPP } from "../whatsapp/credentials.ts";

/**
 * Host variables Deno itself needs to reach the npm registry (its mirror, a proxy, the
 * machine's CA bundle); a function sees nothing else of the host.
 */
const DENO_RUNTIME_VARS = [
  "NPM_CONFIG_REGISTRY",
  "npm_config_registry",
  "DENO_CERT",
  "DENO_TLS_CA_STORE",
  "NODE_EXTRA_CA_CERTS",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
];

/** The environment of every function process: §1.5's names, the secrets, and Deno's own needs. */
export async function functionEnv(config: StackConfig, log: Logger): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {};
  for (const name of DENO_RUNTIME_VARS) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  // The product's mails go to this stack's mailbox, which speaks the provider's HTTP API;
  // supabase/functions/.env may point them elsewhere.
  Object.assign(env, { EMAIL_API_URL: config.mailboxUrl, RESEND_API_KEY: "re_local_mailbox" });
  // WhatsApp likewise goes to the stack's copy of the Cloud API, with the copy's credentials.
  Object.assign(env, {
    WHATSAPP_API_URL: config.whatsappUrl,
    WHATSAPP_API_VERSION: LOCAL_WHATSAPP.apiVersion,
    WHATSAPP_ACCESS_TOKEN: LOCAL_WHATSAPP.accessToken,
    WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP.phoneNumberId,
    WHATSAPP_APP_SECRET: LOCAL_WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: LOCAL_WHATSAPP.verifyToken,
  });
  Object.assign(env, await readSecrets(config.rootDir, log), {
    DENO_DIR: path.join(config.rootDir, ".data", "deno"),
    DENO_NO_UPDATE_CHECK: "1",
    // Functions may not run subprocesses, so Deno's `node` shim on PATH has no use here.
    DENO_DISABLE_NODE_SHIM: "1",
    NO_COLOR: "1",
    SUPABASE_URL: config.apiUrl,
    SUPABASE_ANON_KEY: config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
    SUPABASE_DB_URL: config.dbUrl,
    SUPABASE_JWKS: JSON.stringify({ keys: [] }),
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
  });
  return env;
}

/** `supabase/functions/.env`, read as the CLI does: names starting with SUPABASE_ are reserved. */
async function readSecrets(rootDir: string, log: Logger): Promise<Record<string, string>> {
  const file = path.join(rootDir, "supabase", "functions", ".env");
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return {};
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (name.startsWith("SUPABASE_")) {
      log(`Env name cannot start with SUPABASE_, skipping: ${name}`);
      continue;
    }
    if (value !== undefined) secrets[name] = value;
  }
  return secrets;
}

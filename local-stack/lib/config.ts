import path from "node:path";
import { fileURLToPath } from "node:url";
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "./keys.ts";

export type StackProfile = "dev" | "test";

export interface StackPorts {
  gateway: number;
  db: number;
  mailbox: number;
  /** The local copy of the WhatsApp Cloud API. */
  whatsapp: number;
  web: number;
  /** First port handed to function processes; each function takes the next free one. */
  functions: number;
}

export interface StackConfig {
  profile: StackProfile;
  rootDir: string;
  dataDir: string;
  ports: StackPorts;
  /** Public base URL of the gateway, as clients use it (`createClient(apiUrl, key)`). */
  apiUrl: string;
  /** Where the web app lives; the default redirect target of Auth, like GoTrue's site_url. */
  siteUrl: string;
  mailboxUrl: string;
  whatsappUrl: string;
  /** Developer connection (role postgres), the same URL `supabase start` prints. */
  dbUrl: string;
  /** Platform connection for the stand-ins (the superuser supabase_admin). */
  adminDbUrl: string;
  jwtSecret: string;
  jwtExpiry: number;
  anonKey: string;
  serviceRoleKey: string;
}

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const PORTS: Record<StackProfile, StackPorts> = {
  dev: { gateway: 54321, db: 54322, mailbox: 54324, whatsapp: 54325, web: 5173, functions: 54340 },
  test: { gateway: 55321, db: 55322, mailbox: 55324, whatsapp: 55325, web: 5174, functions: 55340 },
};

export const DB_PASSWORD = "postgres";

/** The highest instance whose shifted ports (test gateway 55321 + 1000 × n …) stay below 65536. */
const MAX_INSTANCE = 10;

/**
 * The settings of one stack. `instance` (or LOCAL_STACK_INSTANCE) shifts the test ports by
 * 1000 per step and gives it its own data folder, so several test runs can share a machine.
 */
export function stackConfig(
  profile: StackProfile,
  instance = Number(process.env.LOCAL_STACK_INSTANCE ?? 0),
): StackConfig {
  if (!Number.isInteger(instance) || instance < 0 || instance > MAX_INSTANCE) {
    throw new Error(`LOCAL_STACK_INSTANCE must be a whole number from 0 to ${MAX_INSTANCE}`);
  }
  const shift = profile === "test" ? instance * 1000 : 0;
  const base = PORTS[profile];
  const ports: StackPorts = {
    gateway: base.gateway + shift,
    db: base.db + shift,
    mailbox: base.mailbox + shift,
    whatsapp: base.whatsapp + shift,
    web: base.web + shift,
    functions: base.functions + shift,
  };
  const folder = profile === "test" && instance > 0 ? `test-${instance}` : profile;
  const host = "127.0.0.1";
  return {
    profile,
    rootDir: ROOT_DIR,
    dataDir: path.join(ROOT_DIR, ".data", folder),
    ports,
    apiUrl: `http://${host}:${ports.gateway}`,
    siteUrl: `http://${host}:${ports.web}`,
    mailboxUrl: `http://${host}:${ports.mailbox}`,
    whatsappUrl: `http://${host}:${ports.whatsapp}`,
    dbUrl: `postgresql://postgres:${DB_PASSWORD}@${host}:${ports.db}/postgres`,
    adminDbUrl: `postgresql://supabase_admin:${DB_PASSWORD}@${host}:${ports.db}/postgres`,
    jwtSecret: JWT_SECRET,
    jwtExpiry: 3600,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
  };
}

/** The stack's log file, in its data folder (a fresh start empties the folder, and so the log). */
export function stackLogFile(config: { dataDir: string }): string {
  return path.join(config.dataDir, "stack.log");
}

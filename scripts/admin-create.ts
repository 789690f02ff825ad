import { parseArgs } from "node:util";
import pg from "pg";
import { type StackProfile, stackConfig } from "../local-stack/lib/config.ts";

/**
 * Makes an existing account an active admin: the first admin of a new deployment.
 *
 *   npm run admin:create -- <email>                     the `npm start` database
 *   npm run admin:create -- <email> --profile test      the test stack (LOCAL_STACK_INSTANCE)
 *   npm run admin:create -- <email> --db-url <url>      any database, a hosted project's too
 *                                                       (or DATABASE_URL)
 *
 * It calls `private.promote_to_admin(email)`, which only the database owner may run, and
 * which the audit log records. The account must exist: sign up in the app first.
 */

const OPTIONS = { "db-url": { type: "string" }, profile: { type: "string" } } as const;

const USAGE =
  "Usage: npm run admin:create -- <email> [--db-url <postgres url> | --profile dev|test]";

/** What the command prints and its exit code, for the account `email` at `dbUrl`. */
async function createAdmin(
  email: string,
  dbUrl: string,
): Promise<{ code: number; message: string }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ outcome: string }>(
      "select private.promote_to_admin($1) as outcome",
      [email],
    );
    const outcome = rows[0]?.outcome;
    return outcome === "unchanged"
      ? { code: 0, message: `${email} is already an active admin; nothing changed.` }
      : { code: 0, message: `${email} is now an admin. Sign in again to open the admin console.` };
  } catch (error) {
    if ((error as { code?: string }).code === "P0002") {
      return {
        code: 1,
        message: `No account has the e-mail ${email}. Sign up with it in the app first, then run this again.`,
      };
    }
    throw error;
  } finally {
    await client.end();
  }
}

/** The database to use: --db-url, else DATABASE_URL, else the local stack's (dev or test). */
function databaseUrl(values: { "db-url"?: string; profile?: string }): string | undefined {
  if (values["db-url"]) return values["db-url"];
  if (values.profile === undefined && process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const profile = values.profile ?? "dev";
  if (profile !== "dev" && profile !== "test") return undefined;
  return stackConfig(profile as StackProfile).dbUrl;
}

function usage(): never {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let parsed: ReturnType<typeof parseArgs<{ allowPositionals: true; options: typeof OPTIONS }>>;
  try {
    parsed = parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch {
    usage();
  }
  const { values, positionals } = parsed;
  const email = positionals[0]?.trim();
  const dbUrl = databaseUrl(values);
  if (positionals.length !== 1 || !email?.includes("@") || !dbUrl) usage();
  const { code, message } = await createAdmin(email, dbUrl).catch((error: Error) => ({
    code: 1,
    message: `Could not promote ${email} at ${dbUrl.replace(/:[^:@/]*@/, ":***@")}: ${error.message}. Is the database running (npm start), or is --db-url right?`,
  }));
  (code === 0 ? process.stdout : process.stderr).write(`${message}\n`);
  process.exit(code);
}

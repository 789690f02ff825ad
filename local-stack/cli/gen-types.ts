import { writeFile } from "node:fs/promises";
import path from "node:path";
import { stackConfig } from "../lib/config.ts";
import { runSupabaseCli } from "../postgres/migrate.ts";

export const TYPES_FILE = "supabase/functions/_shared/portable/database.types.ts";

/** The CLI's TypeScript types for the public schema of the database at `dbUrl`. */
export function generateTypes(dbUrl: string) {
  const config = stackConfig("dev");
  return runSupabaseCli(config, [
    "gen",
    "types",
    "--lang",
    "typescript",
    `--remote=${dbUrl}`,
    "--schema",
    "public",
  ]);
}

// `npm run gen:types` writes the types of the running dev stack (npm start) into src/types.
if (import.meta.url === `file://${process.argv[1]}`) {
  const config = stackConfig("dev");
  const types = await generateTypes(process.argv[2] ?? config.dbUrl);
  await writeFile(path.join(config.rootDir, TYPES_FILE), types);
  process.stdout.write(`wrote ${TYPES_FILE}\n`);
}

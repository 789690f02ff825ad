import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The docs describe what exists (`npm test` runs doc-references.test.ts): every file a doc
 * names is in the tree, and the docs that grew into diaries stay within their size.
 *
 * A name is a path or file name with a source or doc extension (`queries/bids.ts`,
 * `tests/db/privacy.test.ts`, `money.ts`), or a file's shortened name in backticks
 * (`…0400_bids`). A path is found from the project root or from the folders docs name paths
 * from (`_shared/…` is supabase/functions/_shared, `handlers/…` is supabase/functions/api's,
 * `@shared/` and `@/` are the web app's aliases); a bare file name anywhere in the tree; a
 * shortened name as the end of a file's name. Not checked: names with a placeholder (`<name>`)
 * and outputs under `.data/`.
 */

/** The most lines each of these docs may have. */
export const DOC_LINE_LIMITS: Record<string, number> = {
  "docs/api.md": 1100,
  "docs/performance.md": 150,
  "scripts/bench/README.md": 150,
};

/** Where a relative path in a doc may start, besides the doc's own folder. */
const BASES = [
  "",
  "supabase/",
  "supabase/functions/",
  "supabase/functions/api/",
  "supabase/functions/api/handlers/",
  "supabase/functions/_shared/",
  "supabase/functions/_shared/portable/",
  "src/",
  "scripts/",
  "scripts/bench/",
  "local-stack/",
  "tests/",
  "docs/",
];
const ALIASES: [string, string][] = [
  ["@shared/", "supabase/functions/_shared/portable/"],
  ["@/", "src/"],
];
const SKIPPED_DIRS = new Set(["node_modules", ".git", ".data", "dist", "test-results"]);

const PATH_NAME =
  /(?<![\w@/.\-…])((?:@\/|@shared\/|\.{1,2}\/)?(?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|mts|sql|md|toml|html|json|css))(?![\w/])/g;
const SHORTENED = /`…([\w-]{3,})`/g;

export interface MissingReference {
  doc: string;
  line: number;
  name: string;
}

async function* walk(root: string, dir = ""): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(root, relative);
    else yield relative;
  }
}

/** The files of the tree (paths from `root`, forward slashes). */
export async function listFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of walk(root)) files.push(file);
  return files;
}

/** The names `text` (one doc, at `doc`) gives that no file of `files` answers to. */
export function missingReferences(doc: string, text: string, files: string[]): MissingReference[] {
  const paths = new Set(files);
  const dirs = new Set(files.flatMap((file) => ancestors(file)));
  const names = new Set(files.map((file) => path.posix.basename(file)));
  const stems = [...names].map((name) => name.replace(/\.[^.]+$/, ""));
  const found = (candidate: string) => paths.has(candidate) || dirs.has(candidate);

  const exists = (name: string) => {
    if (name.startsWith(".data/")) return true;
    for (const [alias, folder] of ALIASES) {
      if (name.startsWith(alias)) return found(folder + name.slice(alias.length));
    }
    if (!name.includes("/")) return names.has(name);
    const bases = [...BASES, `${path.posix.dirname(doc)}/`];
    return bases.some((base) => found(path.posix.normalize(base + name)));
  };

  const missing: MissingReference[] = [];
  text.split("\n").forEach((content, index) => {
    for (const [, name = ""] of content.matchAll(PATH_NAME)) {
      // `c.json`, `tx.json`: a method, not a file.
      if (/^[a-z]{1,2}\.json$/.test(name)) continue;
      if (!exists(name)) missing.push({ doc, line: index + 1, name });
    }
    for (const [, end = ""] of content.matchAll(SHORTENED)) {
      if (!stems.some((stem) => stem.endsWith(end))) {
        missing.push({ doc, line: index + 1, name: `…${end}` });
      }
    }
  });
  return missing;
}

function ancestors(file: string): string[] {
  const parts = file.split("/").slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
}

/** The docs of the tree: every Markdown file outside dependencies and outputs. */
export function docsOf(files: string[]): string[] {
  return files.filter((file) => file.endsWith(".md"));
}

/** Every name in the tree's docs that no file answers to. */
export async function checkDocReferences(root: string): Promise<MissingReference[]> {
  const files = await listFiles(root);
  const missing: MissingReference[] = [];
  for (const doc of docsOf(files)) {
    missing.push(...missingReferences(doc, await readFile(path.join(root, doc), "utf8"), files));
  }
  return missing;
}

/** A migration named in code, whole (`20261122000400_bids`) or shortened (`…0400_bids`). */
const MIGRATION_NAME = /…\d{3,}_[a-z][\w-]*|\b20\d{12}_[a-z][\w-]*/g;
const SOURCE = /\.(?:tsx?|mts|sql)$/;

/**
 * The migrations the code's comments and strings name that supabase/migrations does not hold
 * (of `files`, those under it): a comment that sends the reader to a migration folded into the
 * schema files is history.
 */
export function missingMigrations(file: string, text: string, files: string[]): MissingReference[] {
  const migrations = files
    .filter((name) => name.startsWith("supabase/migrations/"))
    .map((name) => path.posix.basename(name, ".sql"));
  const missing: MissingReference[] = [];
  text.split("\n").forEach((content, index) => {
    for (const [name] of content.matchAll(MIGRATION_NAME)) {
      const end = name.replace(/^…/, "").replace(/\.sql$/, "");
      if (!migrations.some((migration) => migration.endsWith(end))) {
        missing.push({ doc: file, line: index + 1, name });
      }
    }
  });
  return missing;
}

/** Every migration the tree's source files name that is not there (migrations themselves aside). */
export async function checkMigrationReferences(
  root: string,
  skipped: string[] = [],
): Promise<MissingReference[]> {
  const files = await listFiles(root);
  const sources = files.filter(
    (file) =>
      SOURCE.test(file) && !file.startsWith("supabase/migrations/") && !skipped.includes(file),
  );
  const migrations = files.filter((file) => file.startsWith("supabase/migrations/"));
  const missing: MissingReference[] = [];
  for (const file of sources) {
    const text = await readFile(path.join(root, file), "utf8");
    missing.push(...missingMigrations(file, text, migrations));
  }
  return missing;
}

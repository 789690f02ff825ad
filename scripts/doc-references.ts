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
 *
 * Also: every `product §N` a source or doc cites is a section of docs/product.md and no citation
 * of the outside document is left (`checkProductCitations`), and docs/database.md's table of
 * schema files answers supabase/schemas (`checkSchemaTable`).
 */

/** The most lines each of these docs may have. */
export const DOC_LINE_LIMITS: Record<string, number> = {
  "docs/api.md": 1200,
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

/**
 * The numbered sections of docs/product.md, the document code cites as `product §N`: each
 * heading `## N. Title` or `### N.M Title`, with its anchor `<a id="sN">` on the line before.
 * A heading without its anchor (or an anchor without its heading) is reported as a problem.
 */
export function productSections(text: string): { sections: Set<string>; problems: string[] } {
  const sections = new Set<string>();
  const problems: string[] = [];
  const lines = text.split("\n");
  const anchors = new Set<string>();
  lines.forEach((line, index) => {
    for (const [, id = ""] of line.matchAll(/<a id="s([\d.]+)"><\/a>/g)) anchors.add(id);
    const heading = /^#{2,4} (\d+(?:\.\d+)*)\.? \S/.exec(line);
    if (!heading) return;
    const number = heading[1] ?? "";
    if (sections.has(number)) problems.push(`${index + 1}: section ${number} twice`);
    sections.add(number);
    if (!lines[index - 1]?.includes(`<a id="s${number}"></a>`)) {
      problems.push(
        `${index + 1}: section ${number} has no anchor <a id="s${number}"></a> above it`,
      );
    }
  });
  for (const id of anchors) {
    if (!sections.has(id)) problems.push(`anchor s${id} names no section`);
  }
  return { sections, problems };
}

/**
 * `product §8`, `product §2.13` or `docs/product.md §8`, and the sections chained to one
 * (`product §3-§6 and §9`, `product §2/§8`, `product §7, §8`).
 */
const PRODUCT_CITATION =
  /\b(?:docs\/product\.md|product) §(\d+(?:\.\d+)*)((?:(?:\s*(?:,|\/|-|–|and|or)\s*)§\d+(?:\.\d+)*)*)/g;
/** The outside document the code once cited; the checker and its test name it as a pattern. */
const SPEC_CITATION = /SPEC §/g;

/** The product citations of `text` (one file) whose section docs/product.md does not have. */
export function unresolvedCitations(
  file: string,
  text: string,
  sections: ReadonlySet<string>,
): MissingReference[] {
  const missing: MissingReference[] = [];
  text.split("\n").forEach((content, index) => {
    for (const [, first = "", chained = ""] of content.matchAll(PRODUCT_CITATION)) {
      const numbers = [first, ...[...chained.matchAll(/§(\d+(?:\.\d+)*)/g)].map((m) => m[1] ?? "")];
      for (const number of numbers) {
        if (!sections.has(number)) missing.push({ doc: file, line: index + 1, name: `§${number}` });
      }
    }
    for (const _ of content.matchAll(SPEC_CITATION)) {
      missing.push({ doc: file, line: index + 1, name: "SPEC §" });
    }
  });
  return missing;
}

const CITING = /\.(?:tsx?|mts|sql|md|toml|css|html)$/;

/**
 * Every citation in the tree's sources and docs that docs/product.md does not answer, and
 * every "SPEC §" left (the files in `skipped` aside), plus the document's own numbering
 * problems (reported at docs/product.md).
 */
export async function checkProductCitations(
  root: string,
  skipped: string[] = [],
): Promise<MissingReference[]> {
  const product = await readFile(path.join(root, "docs/product.md"), "utf8");
  const { sections, problems } = productSections(product);
  const missing: MissingReference[] = problems.map((problem) => ({
    doc: "docs/product.md",
    line: Number.parseInt(problem, 10) || 0,
    name: problem,
  }));
  const files = (await listFiles(root)).filter(
    (file) => CITING.test(file) && !skipped.includes(file),
  );
  for (const file of files) {
    missing.push(
      ...unresolvedCitations(file, await readFile(path.join(root, file), "utf8"), sections),
    );
  }
  return missing;
}

export interface SchemaTableProblem {
  file: string;
  problem: string;
}

/** The rows of docs/database.md's table of schema files: the file's stem and what it holds. */
export function schemaTableRows(text: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const [, stem = "", holds = ""] of text.matchAll(/^\| `(\d{2}_[\w]+)` \| (.*) \|$/gm)) {
    rows.set(stem, holds.trim());
  }
  return rows;
}

/** The tables and functions a schema file creates, by name without their schema. */
export function schemaObjects(sql: string): { tables: Set<string>; functions: Set<string> } {
  const name = (pattern: RegExp) =>
    new Set([...sql.matchAll(pattern)].map((match) => match[1] ?? ""));
  return {
    tables: name(/^create table (?:if not exists )?(?:public|private)\.(\w+)/gim),
    functions: name(/^create (?:or replace )?function (?:public|private)\.(\w+)/gim),
  };
}

/**
 * docs/database.md's table of schema files against `schemas` (file name → its SQL): one row per
 * file and no row for a file that is not there, each saying what it holds; every table a file
 * creates named in its row; and a table or function named in a row (`name`, `name()`) created
 * in that row's file, not another one.
 */
export function schemaTableProblems(
  doc: string,
  schemas: ReadonlyMap<string, string>,
): SchemaTableProblem[] {
  const rows = schemaTableRows(doc);
  const problems: SchemaTableProblem[] = [];
  const objects = new Map(
    [...schemas].map(([file, sql]) => [file.replace(/\.sql$/, ""), schemaObjects(sql)]),
  );
  const owner = new Map<string, string>();
  for (const [stem, { tables, functions }] of objects) {
    for (const object of [...tables, ...functions]) owner.set(object, stem);
  }
  for (const stem of objects.keys()) {
    if (!rows.has(stem)) problems.push({ file: stem, problem: "has no row in the table" });
  }
  for (const [stem, holds] of rows) {
    const own = objects.get(stem);
    if (!own) {
      problems.push({ file: stem, problem: "is listed but supabase/schemas has no such file" });
      continue;
    }
    if (!holds) problems.push({ file: stem, problem: "does not say what it holds" });
    const named = new Set(
      [...holds.matchAll(/`(?:public\.|private\.)?(\w+)(?:\([^`]*\))?`/g)].map((m) => m[1] ?? ""),
    );
    for (const table of own.tables) {
      if (!named.has(table)) {
        problems.push({ file: stem, problem: `does not name its table ${table}` });
      }
    }
    for (const object of named) {
      const creator = owner.get(object);
      if (creator && creator !== stem) {
        problems.push({ file: stem, problem: `names ${object}, which ${creator} creates` });
      }
    }
  }
  return problems;
}

/** docs/database.md's table of schema files against supabase/schemas. */
export async function checkSchemaTable(root: string): Promise<SchemaTableProblem[]> {
  const dir = path.join(root, "supabase/schemas");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".sql")).sort();
  const schemas = new Map<string, string>();
  for (const file of files) schemas.set(file, await readFile(path.join(dir, file), "utf8"));
  return schemaTableProblems(await readFile(path.join(root, "docs/database.md"), "utf8"), schemas);
}

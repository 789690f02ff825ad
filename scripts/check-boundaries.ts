import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkRestatedShapes, readContracts } from "./restated-shapes.ts";

/**
 * The import rules Biome cannot say (`npm run lint`; the others are `noRestrictedImports` in
 * biome.json: the web app imports only _shared/portable, _shared/portable imports no server
 * code, shared code imports no feature and no app, features no app, and the product never
 * reaches into local-stack/):
 * - a feature uses another feature only through its public surface, `@/features/<name>` or
 *   `@/features/<name>/admin` (their index.ts); the app (src/app) composes features freely;
 * - the web app restates no server shape: not in a feature's types.ts, not where it reads an
 *   answer (restated-shapes.ts);
 * - the api's handlers hold no SQL: a tagged query (`tx\`…\``, `sql<Row[]>\`…\``) belongs in
 *   queries/<resource>.ts.
 */

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Each module specifier of `source` with its line number. */
function specifiers(source: string) {
  const found: { specifier: string; line: number }[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier) continue;
    const line = source.slice(0, match.index).split("\n").length;
    found.push({ specifier, line });
  }
  return found;
}

/** The feature a path inside src/features belongs to, or null. */
function featureOf(posixPath: string) {
  return /^src\/features\/([^/]+)\//.exec(posixPath)?.[1] ?? null;
}

/** Where a specifier points, as a path from the project root (null for packages). */
function target(file: string, specifier: string) {
  if (specifier.startsWith("@/")) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
  return null;
}

/** The rules broken by one file (path from the project root, with forward slashes). */
export function checkFile(file: string, source: string): Violation[] {
  const violations: Violation[] = [];
  const from = featureOf(file);
  for (const { specifier, line } of specifiers(source)) {
    const to = target(file, specifier);
    if (!to) continue;
    const broken = (rule: string) => violations.push({ file, line, specifier, rule });

    const toFeature = featureOf(`${to}/`);
    if (from && toFeature && toFeature !== from) {
      const surface = to.replace(/\/index(\.tsx?)?$/, "");
      if (
        surface !== `src/features/${toFeature}` &&
        surface !== `src/features/${toFeature}/admin`
      ) {
        broken(
          `a feature imports another only through its index: @/features/${toFeature} or @/features/${toFeature}/admin`,
        );
      }
    }
  }
  return violations;
}

const HANDLERS = /^supabase\/functions\/api\/handlers\//;
const TAGGED_SQL = /\b(?:tx|sql)\s*(?:<[^`]*?>)?\s*`/g;

/** Each tagged query in an api handler, which belongs in queries/<resource>.ts. */
export function checkHandlerSql(file: string, source: string): Violation[] {
  if (!HANDLERS.test(file)) return [];
  return Array.from(source.matchAll(TAGGED_SQL), (match) => ({
    file,
    line: source.slice(0, match.index).split("\n").length,
    specifier: match[0].replace(/\s+/g, " "),
    rule: "a handler holds no SQL: put the query in queries/<resource>.ts",
  }));
}

const ROOTS = ["src", "supabase"];
const SOURCE = /\.(ts|tsx|mts)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* walk(full);
    } else if (SOURCE.test(entry.name)) yield full;
  }
}

/** Every violation under the product's folders of `root`. */
export async function checkTree(root: string): Promise<Violation[]> {
  const violations: Violation[] = [];
  const contracts = await readContracts(root);
  for (const folder of ROOTS) {
    const dir = path.join(root, folder);
    for await (const full of walk(dir)) {
      const file = path.relative(root, full).split(path.sep).join("/");
      const source = await readFile(full, "utf8");
      violations.push(...checkFile(file, source), ...checkHandlerSql(file, source));
      for (const { line, name, rule } of checkRestatedShapes(file, source, contracts)) {
        violations.push({ file, line, specifier: name, rule });
      }
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? ".");
  const violations = await checkTree(root);
  for (const v of violations) {
    process.stderr.write(`${v.file}:${v.line} "${v.specifier}": ${v.rule}\n`);
  }
  if (violations.length > 0) process.exit(1);
  process.stdout.write("import boundaries: ok\n");
}

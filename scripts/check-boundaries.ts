import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkRestatedShapes, readContracts } from "./restated-shapes.ts";

/**
 * The import rules the folder layout stands for (`npm run lint`):
 * - a feature uses another feature only through its public surface, `@/features/<name>` or
 *   `@/features/<name>/admin` (their index.ts); the app (src/app) composes features freely;
 * - shared code (components, hooks, lib, utils, config, types) imports no feature and no part of
 *   the app, and features import nothing of the app: code flows shared → features → app;
 * - the web app imports only the browser-safe part of supabase/functions/_shared;
 * - the product (src/, supabase/) never reaches into local-stack/;
 * - a feature's types.ts restates no server shape (restated-shapes.ts).
 */

/** _shared files without Deno, Hono or a database client: the browser may import these. */
export const BROWSER_SAFE_SHARED = [
  "schemas/",
  "contracts/",
  "add-ons",
  "answer-pattern",
  "built-in-fields",
  "calendar-date",
  "custom-fields",
  "database.types",
  "ics",
  "money",
  "phone",
  "profile-options",
  "storable-text",
  "support-agent",
  "tour-notice",
  "tour-time",
  "uuid",
];

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
  if (specifier.startsWith("@shared/")) {
    return `supabase/functions/_shared/${specifier.slice("@shared/".length)}`;
  }
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

    if ((file.startsWith("src/") || file.startsWith("supabase/")) && /^local-stack\//.test(to)) {
      broken("the product does not import the local stack");
    }
    if (
      /^src\/(components|hooks|lib|utils|config|types)\//.test(file) &&
      /^src\/(features|app)\//.test(to)
    ) {
      broken("shared code imports no feature and no part of the app");
    }
    if (from && to.startsWith("src/app/")) broken("a feature imports nothing of the app");
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
    if (file.startsWith("src/") && to.startsWith("supabase/functions/_shared/")) {
      const shared = to.slice("supabase/functions/_shared/".length).replace(/\.ts$/, "");
      const safe = BROWSER_SAFE_SHARED.some((entry) =>
        entry.endsWith("/") ? shared.startsWith(entry) : shared === entry,
      );
      if (!safe) broken("the web app imports only the browser-safe part of _shared");
    }
  }
  return violations;
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
      violations.push(...checkFile(file, source));
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

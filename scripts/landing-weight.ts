/**
 * The JavaScript a visitor's browser loads for the landing page, from the build in dist/: the
 * entry module of index.html, the chunk it imports for a visitor at / (src/app/visitor-landing.tsx),
 * and everything they import statically (the app and other dynamic imports load later, on
 * demand). Prints each chunk's gzipped size and fails when the total is over the budget.
 *
 *   tsx scripts/landing-weight.ts [dist]
 */

import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The measured weight (73.4 KB once the landing page hydrated without the app) plus 10%. */
const BUDGET_KB = 81;
const dist = path.resolve(process.argv[2] ?? "dist");
const assets = path.join(dist, "assets");

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[^"'`;()]*?from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g;

async function staticImports(file: string): Promise<string[]> {
  const code = await readFile(path.join(assets, file), "utf8");
  return [...code.matchAll(STATIC_IMPORT)].map((match) => path.basename(match[1] as string));
}

const html = await readFile(path.join(dist, "index.html"), "utf8");
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/)?.[1];
if (!entry) throw new Error(`no module script in ${path.join(dist, "index.html")}`);
const landing = readdirSync(assets).filter((name) => /^visitor-landing-[\w-]+\.js$/.test(name));
if (landing.length !== 1) throw new Error("no single visitor-landing-*.js chunk in the build");

const seen = new Set<string>();
const queue = [entry, ...landing];
while (queue.length > 0) {
  const file = queue.shift() as string;
  if (seen.has(file)) continue;
  seen.add(file);
  queue.push(...(await staticImports(file)));
}

let total = 0;
const rows: [string, number][] = [];
for (const file of seen) {
  const size = gzipSync(await readFile(path.join(assets, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log("Landing page JavaScript (gzip):");
for (const [file, size] of rows) console.log(`  ${kb(size).padStart(7)} KB  ${file}`);
console.log(`  ${kb(total).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error(
    `The landing page loads ${kb(total)} KB of JavaScript, over the ${BUDGET_KB} KB budget.`,
  );
  process.exitCode = 1;
}

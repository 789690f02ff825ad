import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = [
  "src",
  "supabase/schemas",
  "supabase/functions",
  "tests",
  "scripts",
  "local-stack",
  "docs",
];
const FILE = /\.(ts|tsx|sql|md|toml|css|html)$/;
const REFERENCE = new RegExp(["\\bissues?", " #?\\d+\\b"].join(""), "i");

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (FILE.test(name)) yield file;
  }
}

/** The code and docs say the rule itself; a tracker's numbers mean nothing to their reader. */
describe("no issue numbers in the code or the docs", () => {
  it("none in src, supabase, tests, scripts, local-stack, docs or the README", () => {
    const found = [...ROOTS.flatMap((root) => [...files(root)]), "README.md"].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (REFERENCE.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

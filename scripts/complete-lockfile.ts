import { readFile, writeFile } from "node:fs/promises";

/**
 * `npm run lockfile:complete`. A registry that serves only this machine's platform packages
 * leaves the other platforms' optional binaries (biome, deno, supabase, tailwind) out of
 * package-lock.json, and `npm ci` then refuses the lockfile. This adds an entry for each
 * optional dependency the lockfile lacks; npm skips them on install as it skips any optional
 * package for another platform.
 */
type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
};

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(await readFile(file, "utf8")) as { packages: Record<string, LockEntry> };
let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version: range.replace(/^[\^~]/, ""), dev: entry.dev, optional: true };
    added++;
  }
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries(
  [root, ...rest.sort(([a], [b]) => a.localeCompare(b))].filter((e) => e !== undefined),
);
await writeFile(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`package-lock.json: ${added} optional platform entries added\n`);

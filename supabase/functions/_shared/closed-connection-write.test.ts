import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DENO = path.resolve(HERE, "../../../node_modules/.bin/deno");

/**
 * In the Deno runtime the functions run in: an immediate throws postgres.js's closed-connection
 * TypeError and the handler clears the next immediate of the same batch, as ending a pool does.
 * Caught outside the callback (a global "error" listener), the runtime's immediate queue is left
 * half-run and the process wedges or dies; caught inside, the process runs on.
 */
const SCRIPT = `
import { catchClosedConnectionWrites } from ${JSON.stringify(path.join(HERE, "closed-connection-write.ts"))};
const closedWrite = () => {
  const error = new TypeError("Cannot read properties of null (reading 'write')");
  error.stack = "TypeError: " + error.message +
    "\\n    at nextWrite (file:///cache/npm/registry.npmjs.org/postgres/3.4.9/src/connection.js:255:24)";
  return error;
};
let next;
catchClosedConnectionWrites(() => {
  clearImmediate(next);
  console.log("caught");
});
setImmediate(() => { throw closedWrite(); });
next = setImmediate(() => console.log("cleared immediate ran"));
setTimeout(() => setImmediate(() => console.log("alive")), 50);
`;

describe("catchClosedConnectionWrites", () => {
  it("keeps the Deno process running when postgres.js writes to a closed connection", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "closed-write-"));
    const file = path.join(dir, "closed-write.ts");
    writeFileSync(file, SCRIPT);
    const run = spawnSync(DENO, ["run", "--quiet", "--no-config", file], {
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(run.stderr).toBe("");
    expect(run.stdout.split("\n").filter(Boolean)).toEqual(["caught", "alive"]);
    expect(run.status).toBe(0);
  }, 20_000);

  it("throws other errors on", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "closed-write-"));
    const file = path.join(dir, "other-error.ts");
    writeFileSync(
      file,
      `import { catchClosedConnectionWrites } from ${JSON.stringify(path.join(HERE, "closed-connection-write.ts"))};
catchClosedConnectionWrites(() => console.log("caught"));
setImmediate(() => { throw new TypeError("something else"); });`,
    );
    const run = spawnSync(DENO, ["run", "--quiet", "--no-config", file], {
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("something else");
    expect(run.status).not.toBe(0);
  }, 20_000);
});

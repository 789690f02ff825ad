import { readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * One stack per data folder: a second `npm start` (or `npm test`) on the same folder stops with
 * a clear message instead of fighting the first over its database.
 */
export async function acquireDataLock(dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, "stack.pid");
  const holder = readPid(file);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `Another stack (pid ${holder}) is running on ${dataDir}. Stop it first (Ctrl-C in its terminal, or kill ${holder}).`,
    );
  }
  await writeFile(file, `${process.pid}\n`);
  return { release: () => rm(file, { force: true }) };
}

function readPid(file: string) {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type ScratchCluster,
  schemaFiles,
  startScratchCluster,
} from "../../local-stack/postgres/schema-diff.ts";

/**
 * The schema files build in order: each uses only what it or an earlier file defines
 * (docs/database.md). Postgres checks a SQL function's body when it is created, but not a
 * PL/pgSQL one, which names nothing until it runs; so the files are also read: every
 * `public.x`/`private.x` a file names, outside comments and string literals, must not be
 * defined first by a later file.
 */

const DEFINITION =
  /\bcreate\s+(?:or\s+replace\s+)?(?:unlogged\s+)?(?:table|function|procedure|view|materialized\s+view|type|sequence|domain)\s+(?:if\s+not\s+exists\s+)?((?:public|private)\.\w+)/gi;
const NAME = /\b((?:public|private)\.\w+)\b/gi;

/** The SQL without its comments and string literals (the words, not the code). */
function code(sql: string): string {
  return sql
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/--[^\n]*/g, " ")
    .replace(/'(?:[^']|'')*'/g, "''");
}

/** "a.sql names x, which later.sql defines", for every name used before its definition. */
function forwardReferences(files: ReadonlyArray<{ name: string; sql: string }>): string[] {
  const texts = files.map((file) => code(file.sql));
  const definedIn = new Map<string, number>();
  texts.forEach((text, index) => {
    for (const match of text.matchAll(DEFINITION)) {
      const object = (match[1] ?? "").toLowerCase();
      if (!definedIn.has(object)) definedIn.set(object, index);
    }
  });
  const problems = new Set<string>();
  texts.forEach((text, index) => {
    for (const match of text.matchAll(NAME)) {
      const object = (match[1] ?? "").toLowerCase();
      const definer = definedIn.get(object);
      if (definer !== undefined && definer > index) {
        problems.add(
          `${files[index]?.name} names ${object}, which ${files[definer]?.name} defines`,
        );
      }
    }
  });
  return [...problems];
}

async function readSchemas() {
  return Promise.all(
    (await schemaFiles()).map(async (file) => ({
      name: path.basename(file),
      sql: await readFile(file, "utf8"),
    })),
  );
}

describe("forwardReferences", () => {
  test("finds a PL/pgSQL body naming a later file's function, and nothing in comments or strings", () => {
    const files = [
      {
        name: "01_a.sql",
        sql: `-- private.later() is mentioned here
create function private.early() returns void language plpgsql as $$
begin perform private.later(); raise notice 'private.later'; end; $$;`,
      },
      {
        name: "02_b.sql",
        sql: "create function private.later() returns void language sql as $$ $$;",
      },
    ];
    expect(forwardReferences(files)).toEqual([
      "01_a.sql names private.later, which 02_b.sql defines",
    ]);
    expect(forwardReferences(files.slice().reverse())).toEqual([]);
  });
});

describe("supabase/schemas, file by file", () => {
  let cluster: ScratchCluster;

  beforeAll(async () => {
    cluster = await startScratchCluster(["file_by_file"]);
    await cluster.query(
      "file_by_file",
      "alter database file_by_file set check_function_bodies = on",
    );
  }, 180_000);

  afterAll(() => cluster?.stop());

  test("no file names what a later file defines", async () => {
    expect(forwardReferences(await readSchemas())).toEqual([]);
  });

  test("each file applies on the ones before it, with function bodies checked", async () => {
    const applied: string[] = [];
    for (const file of await schemaFiles()) {
      await cluster.apply("file_by_file", [file]);
      applied.push(path.basename(file));
    }
    expect(applied).toEqual((await readSchemas()).map((file) => file.name));
  }, 180_000);
});

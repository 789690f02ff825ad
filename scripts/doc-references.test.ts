import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  checkDocReferences,
  checkMigrationReferences,
  DOC_LINE_LIMITS,
  missingMigrations,
  missingReferences,
} from "./doc-references.ts";

const FILES = [
  "supabase/functions/_shared/portable/money.ts",
  "supabase/functions/api/queries/bids.ts",
  "supabase/migrations/20261122000400_bids.sql",
  "tests/db/privacy.test.ts",
  "docs/api.md",
];
const missing = (text: string) =>
  missingReferences("docs/api.md", text, FILES).map((m) => `${m.line}:${m.name}`);

describe("the docs name what exists", () => {
  it("every file a doc of the tree names exists", async () => {
    expect(await checkDocReferences(".")).toEqual([]);
  });

  it("finds paths from the root, the folders docs name them from, and aliases", () => {
    expect(
      missing(
        [
          "`_shared/portable/money.ts` and queries/bids.ts, `tests/db/privacy.test.ts`,",
          "`@shared/money.ts`, ../../_shared/portable/money.ts, money.ts, `…0400_bids`, c.json",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("reports a file, a test or a shortened migration name that is not there", () => {
    expect(
      missing(
        [
          "`_shared/matching.ts`",
          "(`db-privacy.test.ts`) and `…_rate_limits`",
          "supabase/functions/<name>/index.ts is a placeholder",
        ].join("\n"),
      ),
    ).toEqual(["1:_shared/matching.ts", "2:db-privacy.test.ts", "2:…_rate_limits"]);
  });

  it("every migration the code names exists (this file and its subject name made-up ones)", async () => {
    const skipped = ["scripts/doc-references.ts", "scripts/doc-references.test.ts"];
    expect(await checkMigrationReferences(".", skipped)).toEqual([]);
  });

  it("reports a migration named in code, whole or shortened, that is not there", () => {
    const text = [
      "-- As in …020200_places, on the tour's own clock",
      " * (…000800_licences_read_once_per_match) and 20261128050100_tour_client_contacts",
      " * the migration …20261122000400_bids.sql and …0400_bids are there",
    ].join("\n");
    expect(
      missingMigrations("supabase/schemas/03_places.sql", text, FILES).map(
        (m) => `${m.line}:${m.name}`,
      ),
    ).toEqual([
      "1:…020200_places",
      "2:…000800_licences_read_once_per_match",
      "2:20261128050100_tour_client_contacts",
    ]);
  });

  it.each(Object.entries(DOC_LINE_LIMITS))("%s has at most %i lines", async (doc, limit) => {
    const lines = (await readFile(doc, "utf8")).trimEnd().split("\n").length;
    expect(lines).toBeLessThanOrEqual(limit);
  });

  it("the API reference holds no performance figures (docs/performance.md does)", async () => {
    expect(await readFile("docs/api.md", "utf8")).not.toMatch(/µs|EXPLAIN/);
  });
});

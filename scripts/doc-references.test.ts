import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { checkDocReferences, DOC_LINE_LIMITS, missingReferences } from "./doc-references.ts";

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

  it.each(Object.entries(DOC_LINE_LIMITS))("%s has at most %i lines", async (doc, limit) => {
    const lines = (await readFile(doc, "utf8")).trimEnd().split("\n").length;
    expect(lines).toBeLessThanOrEqual(limit);
  });

  it("the API reference holds no performance figures (docs/performance.md does)", async () => {
    expect(await readFile("docs/api.md", "utf8")).not.toMatch(/µs|EXPLAIN/);
  });
});

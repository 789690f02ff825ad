import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  checkDocReferences,
  checkMigrationReferences,
  checkProductCitations,
  checkSchemaTable,
  DOC_LINE_LIMITS,
  missingMigrations,
  missingReferences,
  productSections,
  schemaTableProblems,
  unresolvedCitations,
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

// Spelled in two halves so that this file holds no citation of its own.
const SPEC = "SPEC" + " §";

const PRODUCT = [
  "# The product",
  '<a id="s2"></a>',
  "## 2. Screens",
  '<a id="s2.1"></a>',
  "### 2.1 Route table",
  '<a id="s8"></a>',
  "## 8. Messages",
].join("\n");

describe("every product citation names a section of docs/product.md", () => {
  it("every citation in the tree resolves and none of the outside document is left", async () => {
    const skipped = ["scripts/doc-references.ts", "scripts/doc-references.test.ts"];
    expect(await checkProductCitations(".", skipped)).toEqual([]);
  });

  it("reads the sections from the numbered headings and their anchors", () => {
    expect(productSections(PRODUCT)).toEqual({
      sections: new Set(["2", "2.1", "8"]),
      problems: [],
    });
  });

  it("reports a heading without its anchor, a section twice and an anchor without a section", () => {
    const text = [
      "## 3. States",
      '<a id="s4"></a>',
      "## 4. Forms",
      "## 4. Again",
      '<a id="s9"></a>',
    ];
    expect(productSections(text.join("\n")).problems).toEqual([
      '1: section 3 has no anchor <a id="s3"></a> above it',
      "4: section 4 twice",
      '4: section 4 has no anchor <a id="s4"></a> above it',
      "anchor s9 names no section",
    ]);
  });

  it("reports a cited section that does not exist, chained ones too, and the outside document", () => {
    const { sections } = productSections(PRODUCT);
    const text = [
      "/** The route table (product §2.1) and its toasts (product §2/§8). */",
      "-- product §3-§8 and §9; docs/product.md §2.4",
      `// ${SPEC}5: the password rules`,
    ].join("\n");
    expect(
      unresolvedCitations("src/x.ts", text, sections).map((m) => `${m.line}:${m.name}`),
    ).toEqual(["2:§3", "2:§9", "2:§2.4", `3:${SPEC}`]);
  });
});

describe("docs/database.md's table lists the schema files and what they hold", () => {
  it("the table answers supabase/schemas", async () => {
    expect(await checkSchemaTable(".")).toEqual([]);
  });

  const schemas = new Map([
    [
      "01_foundation.sql",
      "create function private.rate_limit()\ncreate table private.rate_limits (",
    ],
    ["02_users.sql", "create table public.users (\ncreate table public.user_admin_notes ("],
    ["03_templates.sql", "create table public.opportunity_templates ("],
  ]);
  const problems = (rows: string[]) =>
    schemaTableProblems(
      ["| file | what it holds |", "| --- | --- |", ...rows].join("\n"),
      schemas,
    ).map(({ file, problem }) => `${file} ${problem}`);

  it("accepts a row per file that names its tables", () => {
    expect(
      problems([
        "| `01_foundation` | the rate limits (`rate_limits`, `rate_limit()`) |",
        "| `02_users` | `users`, `user_admin_notes` |",
        "| `03_templates` | `opportunity_templates` |",
      ]),
    ).toEqual([]);
  });

  it("reports a file without a row, a row without a file, a table not named and one misplaced", () => {
    expect(
      problems([
        "| `01_foundation` | `rate_limit()` |",
        "| `02_users` | `users`, `user_admin_notes`, `opportunity_templates` |",
        "| `04_gone` | what was there |",
      ]),
    ).toEqual([
      "03_templates has no row in the table",
      "01_foundation does not name its table rate_limits",
      "02_users names opportunity_templates, which 03_templates creates",
      "04_gone is listed but supabase/schemas has no such file",
    ]);
  });
});

import { spawnSync } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkFile, checkHandlerSql, checkTree } from "./check-boundaries.ts";
import { checkRestatedShapes, readContracts } from "./restated-shapes.ts";

const rules = (file: string, line: string) => checkFile(file, line).map((v) => v.rule);
const BIOME = path.join("node_modules", ".bin", "biome");

describe("import boundaries", () => {
  it("holds in the tree as it is", async () => {
    expect(await checkTree(".")).toEqual([]);
  });

  it("refuses a feature reaching into another feature's files", () => {
    expect(
      rules(
        "src/features/bids/components/bid-dialog.tsx",
        'import { OpportunityCard } from "@/features/opportunities/components/opportunity-card";',
      ),
    ).toEqual([
      "a feature imports another only through its index: @/features/opportunities or @/features/opportunities/admin",
    ]);
    expect(
      rules(
        "src/features/bids/admin/x.ts",
        'import { x } from "../../tours/admin/api/update-tour";',
      ),
    ).toHaveLength(1);
  });

  it("lets a feature use another's index, its own files, and the app compose anything", () => {
    expect(
      rules("src/features/opportunities/a.tsx", 'import { BidDialog } from "@/features/bids";'),
    ).toEqual([]);
    expect(
      rules(
        "src/features/opportunities/admin/a.tsx",
        'import { BidsPanel } from "@/features/bids/admin";',
      ),
    ).toEqual([]);
    expect(
      rules("src/features/bids/admin/a.ts", 'import { b } from "../components/bid-row";'),
    ).toEqual([]);
    expect(
      rules("src/app/routes/x.tsx", 'import { A } from "@/features/bids/components/my-bids-card";'),
    ).toEqual([]);
  });
});

/** What `biome lint` says of one file written at `file` with `source` (removed afterwards). */
async function biomeSays(file: string, source: string) {
  const probe = file.replace(/\.tsx?$/, `-probe-${process.pid}$&`);
  await writeFile(probe, source);
  try {
    const run = spawnSync(BIOME, ["lint", "--max-diagnostics=50", probe], { encoding: "utf8" });
    return [...`${run.stdout}${run.stderr}`.matchAll(/× (.+)/g)]
      .map((m) => m[1] as string)
      .filter((line) => !line.startsWith("Some errors"));
  } finally {
    await rm(probe, { force: true });
  }
}

describe("import rules Biome holds (biome.json overrides)", () => {
  it("refuses the web app importing _shared/server, and allows _shared/portable", async () => {
    expect(
      await biomeSays(
        "src/lib/x.ts",
        'import { asCaller } from "../../supabase/functions/_shared/server/db.ts";\nexport const x = asCaller;\n',
      ),
    ).toEqual([
      "The web app imports only supabase/functions/_shared/portable (through @shared): _shared/server is Deno and HTTP code.",
    ]);
    expect(
      await biomeSays(
        "src/lib/x.ts",
        'import { bidSchema } from "@shared/schemas/bid";\nexport const x = bidSchema;\n',
      ),
    ).toEqual([]);
  });

  it("refuses _shared/portable importing server code", async () => {
    expect(
      await biomeSays(
        "supabase/functions/_shared/portable/x.ts",
        'import { sql } from "../server/db.ts";\nexport const x = sql;\n',
      ),
    ).toEqual([
      "_shared/portable runs in the browser too: no Deno, HTTP or database code (that is _shared/server).",
    ]);
  });

  it("refuses shared code importing a feature or the app, and a feature importing the app", async () => {
    const sharedRule =
      "Shared code imports no feature and no part of the app: code flows shared → features → app.";
    expect(
      await biomeSays(
        "src/components/ui/x.tsx",
        'import { capitalize } from "@/features/opportunities/admin/labels";\nexport const x = capitalize;\n',
      ),
    ).toEqual([sharedRule]);
    expect(
      await biomeSays(
        "src/lib/x.ts",
        'import { REFRESHES } from "@/app/refreshes";\nexport const x = REFRESHES;\n',
      ),
    ).toEqual([sharedRule]);
    expect(
      await biomeSays(
        "src/features/bids/x.ts",
        'import { REFRESHES } from "@/app/refreshes";\nexport const x = REFRESHES;\n',
      ),
    ).toEqual(["A feature imports nothing of the app: code flows shared → features → app."]);
  });

  it("refuses the product importing the local stack", async () => {
    const rule = "The product never reaches into local-stack/.";
    expect(
      await biomeSays(
        "src/lib/x.ts",
        'import { stackConfig } from "../../local-stack/lib/config.ts";\nexport const x = stackConfig;\n',
      ),
    ).toEqual([rule]);
    expect(
      await biomeSays(
        "supabase/functions/api/x.ts",
        'export const m = await import("../../../local-stack/stack.ts");\n',
      ),
    ).toEqual([rule]);
  });
});

describe("server shapes restated in the web app", () => {
  const contracts = new Map<string, Set<string> | null>([
    ["AdminUser", new Set(["id", "email", "firstName", "lastName", "expertise"])],
    ["UserStatus", null],
  ]);
  const restated = (file: string, source: string) =>
    checkRestatedShapes(file, source, contracts).map((r) => `${r.name}:${r.line}`);

  it("refuses SQL in an api handler, and leaves the queries their SQL", () => {
    const inline = [
      "const rows = await tx`select 1`;",
      "await withCaller(c, (tx) => tx`select public.resend_email(1)`);",
      "const [row] = await tx<\n  { id: string }[]\n>`delete from public.x returning id`;",
      "const rows = await sql<{ n: number }[]>`select 1 as n`;",
    ];
    for (const line of inline) {
      expect(checkHandlerSql("supabase/functions/api/handlers/x.ts", line)).toHaveLength(1);
      expect(checkHandlerSql("supabase/functions/api/queries/x.ts", line)).toEqual([]);
    }
    expect(
      checkHandlerSql(
        "supabase/functions/api/handlers/x.ts",
        "const rows = await withCaller(c, (tx) => readRows(tx, { id }));",
      ),
    ).toEqual([]);
  });

  it("refuses a type named as a contract's, and a hand-copied part of one", () => {
    const source = [
      "/** A user. */",
      "export interface AdminUser {",
      "  id: string;",
      "}",
      "export type RecentUser = {",
      "  id: string;",
      "  /** Their address. */",
      "  email: string | null;",
      "  firstName: string | null;",
      "};",
    ].join("\n");
    expect(restated("src/features/users/admin/types.ts", source)).toEqual([
      "AdminUser:2",
      "RecentUser:5",
    ]);
  });

  it("lets it hold the web app's own types, picks of a contract and re-exports", () => {
    const source = [
      'export type { AdminUser } from "@shared/contracts/users";',
      "export interface UserFilters {",
      "  search: string;",
      "  status: string;",
      "  page: number;",
      "  nested: { id: string; email: string; firstName: string };",
      "}",
      'export type RecentUser = Pick<AdminUser, "id" | "email" | "firstName">;',
    ].join("\n");
    expect(restated("src/features/users/admin/types.ts", source)).toEqual([]);
  });

  it("reads a file that reads an answer too, and refuses an answer typed in the call", () => {
    const source = [
      "export interface Feed {",
      "  id: string;",
      "  email: string | null;",
      "  firstName: string | null;",
      "}",
      "export const read = () => api.get<Feed>('/api/feed');",
      "export const drop = (id: string) =>",
      "  api.delete<{ id: string; deleted: true }>('/api/x/' + id);",
    ].join("\n");
    expect(restated("src/features/feeds/api/get-feed.ts", source)).toEqual([
      "answer type:8",
      "Feed:1",
    ]);
    const named = "export const read = () => api.get<AdminUser>('/api/user');";
    expect(restated("src/features/feeds/api/get-feed.ts", named)).toEqual([]);
    const noRead =
      "export interface Props {\n  id: string;\n  email: string;\n  firstName: string;\n}";
    expect(restated("src/features/feeds/components/card.tsx", noRead)).toEqual([]);
  });

  it("reads the contracts as they are", async () => {
    const read = await readContracts(".");
    expect(read.get("AdminUser")).toContain("expertise");
    expect(read.get("UserStatus")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { checkFile, checkTree } from "./check-boundaries.ts";
import { checkRestatedShapes, readContracts } from "./restated-shapes.ts";

const rules = (file: string, line: string) => checkFile(file, line).map((v) => v.rule);

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

  it("refuses shared code importing a feature or the app, and a feature importing the app", () => {
    expect(
      rules(
        "src/components/ui/x.tsx",
        'import { capitalize } from "@/features/opportunities/admin/labels";',
      ),
    ).toEqual(["shared code imports no feature and no part of the app"]);
    expect(rules("src/lib/x.ts", 'import { REFRESHES } from "@/app/refreshes";')).toEqual([
      "shared code imports no feature and no part of the app",
    ]);
    expect(rules("src/features/bids/x.ts", 'import { REFRESHES } from "@/app/refreshes";')).toEqual(
      ["a feature imports nothing of the app"],
    );
  });

  it("refuses the web app importing the Deno/HTTP part of _shared", () => {
    expect(rules("src/lib/x.ts", 'import { asCaller } from "@shared/db";')).toEqual([
      "the web app imports only the browser-safe part of _shared",
    ]);
    expect(rules("src/lib/x.ts", 'import type { Bid } from "@shared/contracts/bids";')).toEqual([]);
    expect(rules("src/lib/x.ts", 'import { bidSchema } from "@shared/schemas/bid";')).toEqual([]);
  });

  it("refuses the product importing the local stack", () => {
    expect(
      rules("src/lib/x.ts", 'import { stackConfig } from "../../local-stack/lib/config.ts";'),
    ).toEqual(["the product does not import the local stack"]);
    expect(
      rules(
        "supabase/functions/api/index.ts",
        'const m = await import("../../../local-stack/stack.ts");',
      ),
    ).toEqual(["the product does not import the local stack"]);
  });
});

describe("server shapes in a feature's types.ts", () => {
  const contracts = new Map<string, Set<string> | null>([
    ["AdminUser", new Set(["id", "email", "firstName", "lastName", "expertise"])],
    ["UserStatus", null],
  ]);
  const restated = (file: string, source: string) =>
    checkRestatedShapes(file, source, contracts).map((r) => `${r.name}:${r.line}`);

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

  it("reads the contracts as they are", async () => {
    const read = await readContracts(".");
    expect(read.get("AdminUser")).toContain("expertise");
    expect(read.get("UserStatus")).toBeNull();
  });
});

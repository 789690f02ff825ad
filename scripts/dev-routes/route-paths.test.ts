import { describe, expect, it } from "vitest";
import { routeAddress, routePatterns } from "./route-paths.ts";

describe("routePatterns", () => {
  it("joins children to their parent, an index to its parent, a pathless layout to nothing", () => {
    const routes = [
      { path: "/auth" },
      { children: [{ index: true }, { path: "/profile" }, { path: "/tours/:id" }] },
      { path: "/admin", children: [{ index: true }, { path: "users" }, { path: "*" }] },
      { path: "*" },
    ];
    expect(routePatterns(routes)).toEqual([
      "/auth",
      "/",
      "/profile",
      "/tours/:id",
      "/admin",
      "/admin/users",
      "/admin/*",
      "/*",
    ]);
  });
});

describe("routeAddress", () => {
  it("fills parameters and opens an unknown page for a splat", () => {
    expect(routeAddress("/tours/:id", { id: "a b" })).toBe("/tours/a%20b");
    expect(routeAddress("/admin/*", {})).toBe("/admin/no-such-page");
  });

  it("refuses a parameter it has no value for", () => {
    expect(() => routeAddress("/opportunities/:opportunityId", { id: "1" })).toThrow(
      "no value for :opportunityId in the route /opportunities/:opportunityId",
    );
  });
});

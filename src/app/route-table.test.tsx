import type { TeamRole } from "@shared/contracts/team";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, useRoutes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import type { CurrentUser } from "@/lib/current-user";
import { needsSignup, routesFor } from "./route-table";

afterEach(cleanup);

function member(role: TeamRole, profileComplete = true): CurrentUser {
  return {
    id: "5d7f0e3c-1f61-4c0e-9b7e-3f8f4f6f1a01",
    email: "gil@example.test",
    emailVerified: true,
    firstName: "Gil",
    lastName: "Guide",
    profileImageUrl: null,
    phone: null,
    businessName: "Hale Orchard",
    businessType: "Outdoor Farm",
    role: "partner",
    isActive: true,
    isVerified: true,
    profileComplete,
    authProvider: "email",
    team: {
      businessId: "7c1e5b0a-2d3f-4a8b-9c6d-1e2f3a4b5c6d",
      businessName: "Hale Orchard",
      role,
    },
  };
}

function Routes({ user }: { user: CurrentUser }) {
  return useRoutes(routesFor(user));
}

function renderAt(user: CurrentUser, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes user={user} />
    </MemoryRouter>,
  );
}

describe("routes by team role", () => {
  it.each([
    ["guide", "/opportunities"],
    ["guide", "/earnings"],
    ["guide", "/team"],
    ["bookkeeper", "/calendar"],
    ["bookkeeper", "/tours/5d7f0e3c-1f61-4c0e-9b7e-3f8f4f6f1a02"],
    ["manager", "/team"],
  ] as const)("a %s on %s is told Access Denied, not shown a broken page", async (role, path) => {
    renderAt(member(role), path);
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect(screen.getByText(/Your role in the team does not include this page/)).toBeVisible();
  });

  it("a member is never held in the sign-up wizard; an owner is, until the profile is complete", () => {
    expect(needsSignup(member("guide", false))).toBe(false);
    expect(needsSignup(member("bookkeeper", false))).toBe(false);
    expect(needsSignup(member("manager", false))).toBe(false);
    expect(needsSignup(member("owner", false))).toBe(true);
    expect(needsSignup(member("owner", true))).toBe(false);
  });
});

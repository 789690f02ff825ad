import type { TeamMember } from "@shared/contracts/team";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  renderFeature,
  requests,
} from "@/testing/feature-test-env";
import { TeamMemberList } from "./team-member-list";

installFeatureTestEnvironment();

function member(overrides: Partial<TeamMember>): TeamMember {
  return {
    id: "0c2a1d7e-8b4f-4f1a-9e2d-5a6b7c8d9e01",
    userId: "0c2a1d7e-8b4f-4f1a-9e2d-5a6b7c8d9e02",
    email: "rowan@hale.test",
    name: "Rowan Hale",
    role: "owner",
    status: "active",
    invitedAt: "2026-11-01T10:00:00Z",
    acceptedAt: "2026-11-01T10:00:00Z",
    ...overrides,
  };
}

const owner = member({});
const guide = member({
  id: "0c2a1d7e-8b4f-4f1a-9e2d-5a6b7c8d9e03",
  email: "gil@hale.test",
  name: "Gil Guide",
  role: "guide",
});
const invited = member({
  id: "0c2a1d7e-8b4f-4f1a-9e2d-5a6b7c8d9e04",
  userId: null,
  email: "bea@books.test",
  name: null,
  role: "bookkeeper",
  status: "invited",
  acceptedAt: null,
});

const row = (text: string) =>
  within(screen.getByRole("list", { name: "Team members" }))
    .getAllByRole("listitem")
    .find((item) => item.textContent?.includes(text)) as HTMLElement;

describe("TeamMemberList", () => {
  it("shows the owner first with no actions, a member's role and status, an invite's resend", () => {
    renderFeature(<TeamMemberList members={[owner, guide, invited]} />);
    expect(within(row("Rowan Hale")).queryAllByRole("button")).toHaveLength(0);
    expect(within(row("Rowan Hale")).getByText("Owner")).toBeVisible();
    expect(within(row("Gil Guide")).getByText("Active")).toBeVisible();
    expect(within(row("Gil Guide")).getByLabelText("Role of Gil Guide")).toHaveValue("guide");
    expect(within(row("bea@books.test")).getByText("Invited")).toBeVisible();
    expect(
      within(row("bea@books.test")).getByRole("button", {
        name: "Resend invite to bea@books.test",
      }),
    ).toBeVisible();
    expect(within(row("Gil Guide")).queryByRole("button", { name: /Resend/ })).toBeNull();
  });

  it("changes a role only once another is chosen, with the role's payload", async () => {
    fetchMock.mockImplementation(() => json({ ...guide, role: "manager" }));
    const user = renderFeature(<TeamMemberList members={[owner, guide]} />);
    const gil = within(row("Gil Guide"));
    expect(gil.queryByRole("button", { name: "Change role of Gil Guide" })).toBeNull();
    await user.selectOptions(gil.getByLabelText("Role of Gil Guide"), "manager");
    await user.click(gil.getByRole("button", { name: "Change role of Gil Guide" }));
    await expectToast("Role changed", "Gil Guide is now manager.");
    expect(requests("PUT")[0]).toMatchObject({
      url: expect.stringContaining(`/api/team/members/${guide.id}`),
      body: { role: "manager" },
    });
  });

  it("asks before removing, saying the access ends at once", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    const user = renderFeature(<TeamMemberList members={[owner, guide]} />);
    await user.click(within(row("Gil Guide")).getByRole("button", { name: "Remove Gil Guide" }));
    const dialog = within(screen.getByRole("dialog", { name: "Remove Gil Guide from the team?" }));
    expect(dialog.getByText(/They lose access at once/)).toBeVisible();
    expect(requests("DELETE")).toHaveLength(0);
    await user.click(dialog.getByRole("button", { name: "Remove member" }));
    await expectToast("Member removed", "Gil Guide no longer has access.");
    expect(requests("DELETE")[0]?.url).toContain(`/api/team/members/${guide.id}`);
  });
});

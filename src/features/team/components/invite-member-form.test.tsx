import { TEAM_MESSAGES } from "@shared/schemas/team";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  renderFeature,
  requests,
} from "@/testing/feature-test-env";
import { InviteMemberForm } from "./invite-member-form";

installFeatureTestEnvironment();

describe("InviteMemberForm", () => {
  it("says what is missing in the schema's words, and sends nothing", async () => {
    const user = renderFeature(<InviteMemberForm />);
    await user.type(screen.getByLabelText("Email"), "not an address");
    await user.click(screen.getByRole("button", { name: "Send invite" }));
    expect(await screen.findByText(TEAM_MESSAGES.email)).toBeVisible();
    expect(screen.getByText(TEAM_MESSAGES.role)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("invites the address as the role chosen, then empties the form", async () => {
    fetchMock.mockImplementation(() =>
      json(
        {
          id: "0c2a1d7e-8b4f-4f1a-9e2d-5a6b7c8d9e05",
          userId: null,
          email: "gil@hale.test",
          name: null,
          role: "guide",
          status: "invited",
          invitedAt: "2026-12-02T06:00:00Z",
          acceptedAt: null,
        },
        201,
      ),
    );
    const user = renderFeature(<InviteMemberForm />);
    await user.type(screen.getByLabelText("Email"), " gil@hale.test ");
    await user.selectOptions(screen.getByLabelText("Role"), "Guide");
    await user.click(screen.getByRole("button", { name: "Send invite" }));
    await expectToast("Invite sent", "We e-mailed gil@hale.test a link.");
    expect(requests("POST")[0]).toMatchObject({
      url: expect.stringContaining("/api/team/invites"),
      body: { email: "gil@hale.test", role: "guide" },
    });
    expect(screen.getByLabelText("Email")).toHaveValue("");
  });
});

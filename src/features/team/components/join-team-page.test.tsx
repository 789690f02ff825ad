import type { TeamInvite } from "@shared/contracts/team";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { type CurrentUser, getCurrentUserQueryOptions } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import {
  fetchMock,
  installFeatureTestEnvironment,
  json,
  requests,
} from "@/testing/feature-test-env";
import { renderWithProviders } from "@/testing/render-with-providers";
import { DEAD_INVITE, JoinTeamPage } from "./join-team-page";

installFeatureTestEnvironment();

const TOKEN = "a".repeat(64);
const invite: TeamInvite = {
  businessName: "Hale Orchard",
  email: "gil@hale.test",
  role: "guide",
  expiresAt: "2026-12-09T06:00:00Z",
};

function renderJoin(user: Partial<CurrentUser> | null) {
  const client = createQueryClient();
  client.setQueryData(getCurrentUserQueryOptions().queryKey, user as CurrentUser | null);
  renderWithProviders(
    <MemoryRouter initialEntries={[`/join/${TOKEN}`]}>
      <Routes>
        <Route
          path="/join/:token"
          element={<JoinTeamPage token={TOKEN} signIn={(email) => <p>Sign in as {email}</p>} />}
        />
        <Route path="/today" element={<h1>Today</h1>} />
      </Routes>
      <AppToaster />
    </MemoryRouter>,
    client,
  );
  return userEvent.setup({ delay: null });
}

describe("JoinTeamPage", () => {
  it("says in a sentence that a used, revoked or expired link no longer works", async () => {
    fetchMock.mockImplementation(() => json({ message: "Not found" }, 404));
    renderJoin(null);
    expect(await screen.findByText(DEAD_INVITE)).toBeVisible();
  });

  it("offers a visitor the sign-in for the invited address, with the business and the role", async () => {
    fetchMock.mockImplementation(() => json(invite));
    renderJoin(null);
    expect(await screen.findByRole("heading", { name: "Join Hale Orchard" })).toBeVisible();
    expect(screen.getByText(/You are invited as/)).toHaveTextContent(
      "You are invited as guide: Only the tours assigned to them",
    );
    expect(screen.getByText("Sign in as gil@hale.test")).toBeVisible();
  });

  it("lets the invited address accept, then opens the role's first page", async () => {
    fetchMock.mockImplementation((url) =>
      String(url).endsWith("/accept")
        ? json({ businessId: "b", businessName: "Hale Orchard", role: "guide" })
        : json(invite),
    );
    const user = renderJoin({ id: "u", email: "Gil@Hale.test", role: "partner" });
    await user.click(await screen.findByRole("button", { name: "Accept the invite" }));
    expect(await screen.findByRole("heading", { name: "Today" })).toBeVisible();
    expect(requests("POST")[0]?.url).toContain(`/api/team-invites/${TOKEN}/accept`);
  });

  it("tells a caller signed in with another address to sign out first", async () => {
    fetchMock.mockImplementation(() => json(invite));
    renderJoin({ id: "u", email: "rowan@hale.test", role: "partner" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are signed in as rowan@hale.test",
    );
    expect(screen.queryByRole("button", { name: "Accept the invite" })).toBeNull();
  });
});

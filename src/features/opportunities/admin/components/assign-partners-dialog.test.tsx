import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  OPPORTUNITY_ID,
  opportunity,
  PARTNER_IDS,
  renderFeature,
  requests,
} from "@/testing/feature-test-env";
import type { EligiblePartner } from "../types";
import { AssignPartnersDialog } from "./assign-partners-dialog";

installFeatureTestEnvironment();

const PARTNERS: EligiblePartner[] = [
  {
    id: PARTNER_IDS[0],
    email: "maya@green.test",
    firstName: "Maya",
    lastName: "Green",
    businessName: "Green Valley Farms",
    businessType: "farm",
    businessLocation: "1 Farm Rd, Sonoma",
    location: "Sonoma, CA",
  },
  {
    id: PARTNER_IDS[1],
    email: "info@coastal.test",
    firstName: null,
    lastName: null,
    businessName: "Coastal Cannabis",
    businessType: "dispensary",
    businessLocation: "Mendocino, CA",
    location: null,
  },
];

function answer(url: string, init?: RequestInit) {
  if (init?.method === "POST") return json({ opportunityId: OPPORTUNITY_ID, assignedPartners: [] });
  const search = new URL(url).searchParams.get("search")?.toLowerCase();
  const items = PARTNERS.filter(
    (partner) =>
      !search || `${partner.firstName} ${partner.businessName}`.toLowerCase().includes(search),
  );
  return json({ items, page: 1, pageSize: 20, total: items.length });
}

async function openDialog() {
  fetchMock.mockImplementation((url, init) => answer(String(url), init));
  const user = renderFeature(
    <AssignPartnersDialog opportunity={opportunity({ assignedPartners: [PARTNER_IDS[0]] })} />,
  );
  await user.click(screen.getByRole("button", { name: "Assign Partners" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Assign Partners" }));
  return { user, dialog };
}

describe("AssignPartnersDialog", () => {
  it("lists the eligible partners with the assigned ones already checked", async () => {
    const { dialog } = await openDialog();
    const maya = await dialog.findByRole("checkbox", { name: /Maya Green/ });
    expect(maya).toBeChecked();
    expect(maya).toHaveAccessibleName(/Green Valley Farms · farm · Sonoma, CA/);
    const coastal = dialog.getByRole("checkbox", { name: /Coastal Cannabis/ });
    expect(coastal).not.toBeChecked();
    expect(coastal).toHaveAccessibleName(/dispensary · Mendocino, CA/);
    expect(dialog.getByText("1 selected")).toBeVisible();
    const [read] = requests("GET");
    expect(read?.url).toContain("/api/admin/users?eligible=true");
  });

  it("searches, keeps the checks, and assigns exactly the checked partners", async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText("Search partners"), "coastal");
    await waitFor(() =>
      expect(dialog.queryByRole("checkbox", { name: /Maya Green/ })).not.toBeInTheDocument(),
    );
    await user.click(dialog.getByRole("checkbox", { name: /Coastal Cannabis/ }));
    expect(dialog.getByText("2 selected")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Save Assignment" }));

    await expectToast("Success", "Opportunity assigned successfully!");
    const [sent] = requests("POST");
    expect(sent?.url).toMatch(`/api/admin/opportunities/${OPPORTUNITY_ID}/assign`);
    expect(sent?.body).toEqual({ userIds: [PARTNER_IDS[0], PARTNER_IDS[1]] });
  });

  it("toasts Error and shows the server's reason when the assignment fails", async () => {
    const { user, dialog } = await openDialog();
    fetchMock.mockImplementation((url, init) =>
      init?.method === "POST"
        ? json({ message: "Only active partners can be assigned" }, 400)
        : answer(String(url), init),
    );
    await dialog.findByRole("checkbox", { name: /Maya Green/ });
    await user.click(dialog.getByRole("button", { name: "Save Assignment" }));
    await expectToast("Error", "Failed to assign opportunity.");
    expect(dialog.getByRole("alert")).toHaveTextContent("Only active partners can be assigned");
  });
});

import type { PartnerMatch } from "@shared/contracts/api";
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
    businessType: "Outdoor Farm",
    businessLocation: "1 Farm Rd, Sonoma",
    location: "Sonoma, CA",
  },
  {
    id: PARTNER_IDS[1],
    email: "info@coastal.test",
    firstName: null,
    lastName: null,
    businessName: "Coastal Cannabis",
    businessType: "Dispensary",
    businessLocation: "Mendocino, CA",
    location: null,
  },
];

const MATCHES: PartnerMatch[] = [
  {
    partnerId: PARTNER_IDS[1],
    firstName: null,
    lastName: null,
    email: "info@coastal.test",
    businessName: "Coastal Cannabis",
    businessType: "Dispensary",
    score: 5.4,
    distanceMiles: 12.2,
    reasons: ["12 mi away", "Dispensary", "Retail operations"],
    reliability: { toursCompleted: 4, withdrawnLate: 1, noShows: 0 },
  },
];

function answer(url: string, init?: RequestInit) {
  if (init?.method === "POST") return json({ opportunityId: OPPORTUNITY_ID, assignedPartners: [] });
  if (url.includes("/matches")) return json(MATCHES);
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
  const all = within(dialog.getByRole("region", { name: "All eligible partners" }));
  const best = within(dialog.getByRole("region", { name: "Best matches" }));
  return { user, dialog, all, best };
}

describe("AssignPartnersDialog", () => {
  it("lists the eligible partners with the assigned ones already checked", async () => {
    const { dialog, all } = await openDialog();
    const maya = await all.findByRole("checkbox", { name: /Maya Green/ });
    expect(maya).toBeChecked();
    expect(maya).toHaveAccessibleName(/Green Valley Farms · Outdoor Farm · Sonoma, CA/);
    const coastal = all.getByRole("checkbox", { name: /Coastal Cannabis/ });
    expect(coastal).not.toBeChecked();
    expect(coastal).toHaveAccessibleName(/Dispensary · Mendocino, CA/);
    expect(dialog.getByText("1 selected")).toBeVisible();
    expect(requests("GET").map((read) => read.url)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("/api/admin/users?eligible=true"),
        expect.stringContaining(`/api/admin/opportunities/${OPPORTUNITY_ID}/matches`),
      ]),
    );
  });

  it("shows the best matches with why they match, checked together with the full list", async () => {
    const { user, dialog, all, best } = await openDialog();
    const match = await best.findByRole("checkbox", { name: /Coastal Cannabis/ });
    expect(match).toHaveAccessibleName(/12 mi away · Dispensary · Retail operations/);
    expect(match).toHaveAccessibleName(
      /Last 12 months: 4 completed · 1 withdrawn late · 0 no-shows/,
    );
    expect(best.getByText("5.4")).toBeVisible();
    await user.click(match);
    expect(await all.findByRole("checkbox", { name: /Coastal Cannabis/ })).toBeChecked();
    expect(dialog.getByText("2 selected")).toBeVisible();
  });

  it("searches, keeps the checks, and assigns exactly the checked partners", async () => {
    const { user, dialog, all } = await openDialog();
    await user.type(dialog.getByLabelText("Search partners"), "coastal");
    await waitFor(() =>
      expect(all.queryByRole("checkbox", { name: /Maya Green/ })).not.toBeInTheDocument(),
    );
    await user.click(all.getByRole("checkbox", { name: /Coastal Cannabis/ }));
    expect(dialog.getByText("2 selected")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Save Assignment" }));

    await expectToast("Success", "Opportunity assigned successfully!");
    const [sent] = requests("POST");
    expect(sent?.url).toMatch(`/api/admin/opportunities/${OPPORTUNITY_ID}/assign`);
    expect(sent?.body).toEqual({ userIds: [PARTNER_IDS[0], PARTNER_IDS[1]] });
  });

  it("toasts Error and shows the server's reason when the assignment fails", async () => {
    const { user, dialog, all } = await openDialog();
    fetchMock.mockImplementation((url, init) =>
      init?.method === "POST"
        ? json({ message: "Only active partners can be assigned" }, 400)
        : answer(String(url), init),
    );
    await all.findByRole("checkbox", { name: /Maya Green/ });
    await user.click(dialog.getByRole("button", { name: "Save Assignment" }));
    await expectToast("Error", "Failed to assign opportunity.");
    expect(dialog.getByRole("alert")).toHaveTextContent("Only active partners can be assigned");
  });
});

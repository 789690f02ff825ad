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
import type { OpportunityTemplate } from "../types";
import { NewFromTemplateDialog } from "./new-from-template-dialog";

installFeatureTestEnvironment();

const TEMPLATE_ID = "7e3a0000-0000-4000-8000-000000000001";

const template: OpportunityTemplate = {
  id: TEMPLATE_ID,
  templateName: "Standard farm tour",
  createdBy: null,
  updatedAt: "2029-12-01T10:00:00.000Z",
  title: "Standard Farm Tour",
  description: "Three hours on the farm.",
  location: "Healdsburg, CA",
  tourType: "farm",
  duration: 3,
  groupSize: 8,
  baseRate: "400.00",
  priority: "regular",
  requirements: [],
  partnersNeeded: 1,
  maxBids: 10,
  autoAssign: false,
  customRequirements: {},
  specialRequests: null,
  accessibility: [],
  ageRestrictions: "21+",
  groupType: "mixed",
  transportationNeeded: false,
  mealPreferences: [],
  budgetRange: null,
  experienceLevel: "beginner",
  preferredExpertise: [],
  locationRadius: 50,
  clientContact: null,
  clientEmail: null,
  clientPhone: null,
  internalNotes: null,
  createdAt: "2029-12-01T10:00:00.000Z",
};

describe("NewFromTemplateDialog", { timeout: 20_000 }, () => {
  it("deletes a template after a second click that says what goes", async () => {
    fetchMock.mockImplementation((_url, init) =>
      init?.method === "DELETE" ? json({ id: TEMPLATE_ID, deleted: true }) : json([template]),
    );
    const user = renderFeature(<NewFromTemplateDialog />);
    await user.click(screen.getByRole("button", { name: "New from Template" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New from Template" }));
    await user.click(await dialog.findByRole("button", { name: "Delete Standard farm tour" }));
    expect(dialog.getByText("Delete this template?")).toBeVisible();
    expect(requests("DELETE")).toEqual([]);
    await user.click(dialog.getByRole("button", { name: "Delete Standard farm tour for good" }));
    await expectToast("Success", "Template deleted.");
    expect(requests("DELETE").map((r) => r.url)).toEqual([
      expect.stringMatching(new RegExp(`/api/admin/opportunities/templates/${TEMPLATE_ID}$`)),
    ]);
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  legalDocumentsMock,
  OPPORTUNITY_ID,
  opportunity,
  PARTNER_IDS,
  renderFeature,
  requests,
} from "@/testing/feature-test-env";
import { CancelOpportunityDialog } from "./cancel-opportunity-dialog";
import { DuplicateOpportunityButton } from "./duplicate-opportunity-button";
import { EditOpportunityDialog } from "./edit-opportunity-dialog";
import { formatCustomRequirements, isoToLocal } from "./opportunity-form-from";

installFeatureTestEnvironment();

describe("EditOpportunityDialog", { timeout: 20_000 }, () => {
  it("opens the form filled with the opportunity and sends every field but the assignments", async () => {
    fetchMock.mockImplementation(() => json(opportunity({ title: "Renamed" })));
    const user = renderFeature(
      <EditOpportunityDialog
        opportunity={opportunity({
          assignedPartners: [...PARTNER_IDS],
          customRequirements: { "Dress code": "closed shoes", Helmets: true },
        })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Opportunity" }));
    expect(dialog.getByLabelText("Title")).toHaveValue("Sunset greenhouse tour");
    expect(dialog.getByLabelText("Location")).toHaveValue("Healdsburg, CA");
    await user.clear(dialog.getByLabelText("Title"));
    await user.type(dialog.getByLabelText("Title"), "Renamed");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    await expectToast("Success", "Opportunity updated successfully!");
    const [put] = requests("PUT");
    expect(put?.url).toMatch(new RegExp(`/api/admin/opportunities/${OPPORTUNITY_ID}$`));
    expect(put?.body).toMatchObject({
      title: "Renamed",
      location: "Healdsburg, CA",
      customRequirements: { "Dress code": "closed shoes", Helmets: true },
    });
    expect(put?.body).not.toHaveProperty("assignedPartners");
    expect(put?.body).not.toHaveProperty("isTemplate");
  });

  it("names the waiver its guests sign, once Legal Documents' waivers are here, or the default", async () => {
    const waiverId = "5d1c6a3e-7f0b-4c2a-9e4d-8b1a2c3d4e5f";
    const waiver = {
      id: waiverId,
      title: "Guest Liability Waiver",
      documentType: "liability_waiver",
      version: "2.0",
      isActive: true,
      expiresAt: null,
    };
    let documents: (value: Response) => void = () => {};
    legalDocumentsMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          documents = resolve;
        }),
    );
    fetchMock.mockImplementation(() => json(opportunity()));
    const user = renderFeature(
      <EditOpportunityDialog opportunity={opportunity({ waiverDocumentId: waiverId })} />,
    );
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Opportunity" }));
    const loading = dialog.getByLabelText("Waiver guests sign");
    expect(loading).toBeDisabled();
    expect(loading).toHaveAccessibleDescription("Loading the liability waivers…");
    documents(new Response(JSON.stringify([waiver])));
    const picker = await dialog.findByRole("combobox", { name: "Waiver guests sign" });
    await expect.poll(() => (picker as HTMLSelectElement).value).toBe(waiverId);
    expect(picker).toBeEnabled();
    await user.selectOptions(picker, "The platform's default waiver");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expectToast("Success", "Opportunity updated successfully!");
    // No document named: the API removes the opportunity's own choice.
    expect(requests("PUT")[0]?.body).toMatchObject({ title: "Sunset greenhouse tour" });
    expect(requests("PUT")[0]?.body.waiverDocumentId).toBeUndefined();
  });

  it("says what an awarded opportunity still lets change, and shows the server's refusal", async () => {
    fetchMock.mockImplementation(() =>
      json({ message: "This opportunity is awarded: base rate can no longer change." }, 409),
    );
    const user = renderFeature(
      <EditOpportunityDialog opportunity={opportunity({ status: "awarded" })} />,
    );
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Opportunity" }));
    expect(dialog.getByRole("note")).toHaveTextContent(/Only the title, description/);
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expectToast(
      "Error",
      "Failed to update opportunity. This opportunity is awarded: base rate can no longer change.",
    );
  });
});

describe("CancelOpportunityDialog", () => {
  it("asks for the reason before sending it", async () => {
    fetchMock.mockImplementation(() => json(opportunity({ status: "cancelled" })));
    const user = renderFeature(<CancelOpportunityDialog opportunity={opportunity()} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel Opportunity" }));
    await user.click(dialog.getByRole("button", { name: "Cancel Opportunity" }));
    expect(dialog.getByLabelText("Reason for cancelling")).toHaveAccessibleDescription(
      "Please give a reason for cancelling this opportunity",
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText("Reason for cancelling"), "  Client called it off ");
    await user.click(dialog.getByRole("button", { name: "Cancel Opportunity" }));
    await expectToast("Success", "Opportunity cancelled.");
    expect(requests("POST")).toEqual([
      {
        url: expect.stringMatching(`/api/admin/opportunities/${OPPORTUNITY_ID}/cancel$`),
        body: { reason: "Client called it off" },
      },
    ]);
  });
});

describe("DuplicateOpportunityButton", { timeout: 20_000 }, () => {
  it("opens a new draft with the opportunity's fields and creates it as a new one", async () => {
    fetchMock.mockImplementation(() => json(opportunity({ id: PARTNER_IDS[0] }), 201));
    const user = renderFeature(<DuplicateOpportunityButton opportunity={opportunity()} />);
    await user.click(screen.getByRole("button", { name: "Duplicate" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Duplicate Opportunity" }));
    expect(dialog.getByLabelText("Title")).toHaveValue("Sunset greenhouse tour");
    // Nothing is stored before Create Opportunity (the form only asks the place's clock).
    expect(requests("POST")).toEqual([]);
    await user.click(dialog.getByRole("button", { name: "Create Opportunity" }));
    await expectToast("Success", "Opportunity created successfully!");
    const [post] = requests("POST");
    expect(post?.url).toMatch(/\/api\/admin\/opportunities$/);
    expect(post?.body).toMatchObject({
      title: "Sunset greenhouse tour",
      location: "Healdsburg, CA",
    });
  });
});

describe("the form's values from a stored opportunity", () => {
  it("reads dates on the tour's clock, not the admin's, and custom requirements one a line", () => {
    expect(isoToLocal(null, "America/Los_Angeles")).toBe("");
    expect(isoToLocal("not a date", "America/Los_Angeles")).toBe("");
    // 23:30 UTC is 3:30 PM in Healdsburg and 6:30 PM in New York, wherever the admin is.
    expect(isoToLocal("2030-01-05T23:30:00.000Z", "America/Los_Angeles")).toBe("2030-01-05T15:30");
    expect(isoToLocal("2030-01-05T23:30:00.000Z", "America/New_York")).toBe("2030-01-05T18:30");
    expect(formatCustomRequirements({ "Dress code": "closed shoes", Helmets: true })).toBe(
      "Dress code: closed shoes\nHelmets",
    );
    expect(formatCustomRequirements(null)).toBe("");
  });
});

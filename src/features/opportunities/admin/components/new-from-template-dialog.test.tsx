import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  opportunity,
  renderFeature,
  requests,
} from "@/testing/feature-test-env";
import type { OpportunityTemplate } from "../types";
import { NewFromTemplateDialog } from "./new-from-template-dialog";

installFeatureTestEnvironment();

const TEMPLATE_ID = "7e3a0000-0000-4000-8000-000000000001";

/** A template holds an opportunity's fields under a name; the dialog reads only those. */
const template: OpportunityTemplate = {
  ...opportunity({
    id: TEMPLATE_ID,
    title: "Standard Farm Tour",
    description: "Three hours on the farm.",
    priority: "regular",
  }),
  templateName: "Standard farm tour",
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

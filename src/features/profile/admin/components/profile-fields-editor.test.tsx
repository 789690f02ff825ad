import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { renderWithProviders } from "@/testing/render-with-providers";
import type { ProfileField } from "../types";
import { ProfileFieldsEditor } from "./profile-fields-editor";

const field = (overrides: Partial<ProfileField>): ProfileField => ({
  id: crypto.randomUUID(),
  fieldName: "company_bio",
  fieldType: "textarea",
  fieldLabel: "Company bio",
  fieldOptions: null,
  isRequired: false,
  isActive: true,
  displayOrder: 1,
  category: "basic",
  validationRules: {},
  createdAt: "2025-01-05T15:00:00.000Z",
  updatedAt: "2025-01-05T15:00:00.000Z",
  ...overrides,
});

const FIELDS = [
  field({ fieldLabel: "Company bio" }),
  field({
    fieldName: "languages_spoken",
    fieldType: "multiselect",
    fieldLabel: "Languages spoken",
    fieldOptions: ["English", "Spanish", "French"],
    category: "capabilities",
    displayOrder: 2,
  }),
  field({
    fieldName: "insurance_check",
    fieldType: "checkbox",
    fieldLabel: "Insured",
    category: "capabilities",
    displayOrder: 1,
    isRequired: true,
    isActive: false,
  }),
];

// The API is the one thing not here: each test says what it answers.
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderEditor() {
  renderWithProviders(
    <>
      <ProfileFieldsEditor />
      <AppToaster />
    </>,
  );
  return userEvent.setup({ delay: null });
}

/** Toasts fade in: present with their title, though not yet opaque. */
async function expectToast(title: string, text: string) {
  const shown = (await screen.findByText(text)).parentElement as HTMLElement;
  expect(within(shown).getByText(title)).toBeInTheDocument();
}

const requests = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method);

describe("ProfileFieldsEditor", () => {
  it("shows the overview and the fields by category and display order", async () => {
    fetchMock.mockImplementation(() => json(FIELDS));
    renderEditor();
    expect(await screen.findByRole("heading", { name: "Basic" })).toBeVisible();
    const figure = (label: string) => within(screen.getByRole("region", { name: label }));
    expect(figure("Total Fields").getByText("3")).toBeVisible();
    expect(figure("Active Fields").getByText("2")).toBeVisible();
    expect(figure("Required Fields").getByText("1")).toBeVisible();
    expect(figure("Categories").getByText("2")).toBeVisible();

    const capabilities = within(screen.getByRole("region", { name: "Capabilities" }));
    const titles = capabilities.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(["Insured", "Languages spoken"]);
    const insured = within(capabilities.getAllByRole("listitem")[0] as HTMLElement);
    expect(insured.getByText("Required")).toBeVisible();
    expect(insured.getByText("Inactive")).toBeVisible();
    expect(insured.getByText("Checkbox")).toBeVisible();
    expect(insured.getByText("Order 1")).toBeVisible();
    expect(capabilities.getByText("3 options")).toBeVisible();
    expect(capabilities.getByText("languages_spoken")).toBeVisible();
    expect(screen.getByRole("button", { name: "Edit Languages spoken" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Delete Insured" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Business" })).not.toBeInTheDocument();
  });

  it("says when there are no fields, and when they cannot be loaded", async () => {
    fetchMock.mockImplementationOnce(() => json([]));
    renderEditor();
    expect(
      await screen.findByText(
        "No profile fields created yet. Add your first field to get started.",
      ),
    ).toBeVisible();
    cleanup();

    fetchMock.mockImplementationOnce(() => json({ message: "Admin access required" }, 403));
    renderEditor();
    expect(await screen.findByRole("alert")).toHaveTextContent("Admin access required");
  });

  it("creates a field, with the toast of product §8, and reloads the list", async () => {
    const created = field({ fieldName: "years_in_business", fieldLabel: "Years In Business" });
    fetchMock.mockImplementation((_url, init) =>
      init?.method === "POST" ? json(created, 201) : json([]),
    );
    const user = renderEditor();
    await user.click(await screen.findByRole("button", { name: "Add Field" }));
    const dialog = within(screen.getByRole("dialog", { name: "Add Profile Field" }));
    await user.type(dialog.getByLabelText("Field label"), "Years In Business");
    await user.selectOptions(dialog.getByLabelText("Field type"), "number");
    await user.selectOptions(dialog.getByLabelText("Category"), "business");
    await user.click(dialog.getByRole("button", { name: "Create Field" }));

    await expectToast("Success", "Profile field created successfully!");
    const [url, init] = requests("POST")[0] ?? [];
    expect(String(url)).toMatch(/\/functions\/v1\/api\/admin\/profile-fields$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      fieldLabel: "Years In Business",
      fieldName: "years_in_business",
      fieldType: "number",
      category: "business",
      isRequired: false,
      isActive: true,
      displayOrder: 0,
      fieldOptions: null,
      validationRules: {},
    });
    expect(screen.queryByRole("dialog", { name: "Add Profile Field" })).not.toBeInTheDocument();
    expect(requests("GET")).toHaveLength(2);
  });

  it("shows the server's sentence when it refuses the field and keeps the dialog open", async () => {
    fetchMock.mockImplementation((_url, init) =>
      init?.method === "POST"
        ? json({ message: "A profile field with this name already exists." }, 409)
        : json(FIELDS),
    );
    const user = renderEditor();
    await user.click(await screen.findByRole("button", { name: "Add Field" }));
    await user.type(screen.getByLabelText("Field label"), "Company bio");
    await user.click(screen.getByRole("button", { name: "Create Field" }));
    await expectToast(
      "Error",
      "Failed to create profile field. A profile field with this name already exists.",
    );
    expect(screen.getByRole("dialog", { name: "Add Profile Field" })).toBeVisible();
  });

  it("falls back to product §8's failure text when the server crashes", async () => {
    fetchMock.mockImplementation((_url, init) =>
      init?.method === "PUT"
        ? json({ message: "Internal server error", requestId: "r1" }, 500)
        : json(FIELDS),
    );
    const user = renderEditor();
    await user.click(await screen.findByRole("button", { name: "Edit Company bio" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit Profile Field" }));
    expect(dialog.getByLabelText("Field name")).toBeDisabled();
    await user.click(dialog.getByRole("button", { name: "Update Field" }));
    await expectToast("Error", "Failed to update profile field.");
  });

  it("deletes a field only once the admin confirms", async () => {
    fetchMock.mockImplementation((_url, init) =>
      init?.method === "DELETE" ? json({ id: FIELDS[0]?.id, deleted: true }) : json(FIELDS),
    );
    const user = renderEditor();
    await user.click(await screen.findByRole("button", { name: "Delete Company bio" }));
    let dialog = within(screen.getByRole("dialog", { name: "Delete Profile Field" }));
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(requests("DELETE")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Company bio" }));
    dialog = within(screen.getByRole("dialog", { name: "Delete Profile Field" }));
    expect(dialog.getByText("Company bio")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Delete Field" }));
    await expectToast("Success", "Profile field deleted successfully!");
    expect(String(requests("DELETE")[0]?.[0])).toMatch(
      new RegExp(`/api/admin/profile-fields/${FIELDS[0]?.id}$`),
    );
  });
});

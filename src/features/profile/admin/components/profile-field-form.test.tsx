import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProfileField } from "../types";
import { ProfileFieldForm } from "./profile-field-form";

afterEach(cleanup);

const saved: ProfileField = {
  id: "7d3c1a52-0000-4000-8000-000000000001",
  fieldName: "preferred_contact_method",
  fieldType: "select",
  fieldLabel: "Preferred contact method",
  fieldOptions: ["Email", "Phone"],
  isRequired: false,
  isActive: true,
  displayOrder: 1,
  category: "preferences",
  validationRules: {},
  createdAt: "2025-01-05T15:00:00.000Z",
  updatedAt: "2025-01-05T15:00:00.000Z",
};

function renderForm(field: ProfileField | null = null) {
  const onSubmit = vi.fn(async () => undefined as Record<string, string[]> | undefined);
  render(
    <>
      <ProfileFieldForm id="field-form" field={field} onSubmit={onSubmit} />
      <button type="submit" form="field-form">
        Save
      </button>
    </>,
  );
  const user = userEvent.setup({ delay: null });
  const save = () => user.click(screen.getByRole("button", { name: "Save" }));
  return { onSubmit, user, save };
}

describe("the internal name (product §5)", () => {
  it("is lowercased with underscores for spaces as it is typed", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Field name"), "Years In Business");
    expect(screen.getByLabelText("Field name")).toHaveValue("years_in_business");
  });

  it("follows the label until the admin types a name of their own", async () => {
    const { user, onSubmit, save } = renderForm();
    await user.type(screen.getByLabelText("Field label"), "Years In Business");
    expect(screen.getByLabelText("Field name")).toHaveValue("years_in_business");

    await user.clear(screen.getByLabelText("Field name"));
    await user.type(screen.getByLabelText("Field name"), "tenure");
    await user.type(screen.getByLabelText("Field label"), "!");
    expect(screen.getByLabelText("Field name")).toHaveValue("tenure");
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fieldLabel: "Years In Business!", fieldName: "tenure" }),
    );
  });

  it("shows the required messages and sends nothing", async () => {
    const { onSubmit, save } = renderForm();
    await save();
    expect(await screen.findByText("Field label is required")).toBeVisible();
    expect(screen.getByText("Field name is required")).toBeVisible();
    expect(screen.getByLabelText("Field label")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses characters the database does not take", async () => {
    const { user, onSubmit, save } = renderForm();
    await user.type(screen.getByLabelText("Field label"), "Licence");
    await user.clear(screen.getByLabelText("Field name"));
    await user.type(screen.getByLabelText("Field name"), "licence-no");
    await save();
    expect(
      await screen.findByText(
        "Field name may only contain lowercase letters, numbers and underscores",
      ),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is disabled on edit and sent unchanged", async () => {
    const { user, onSubmit, save } = renderForm(saved);
    const name = screen.getByLabelText("Field name");
    expect(name).toBeDisabled();
    expect(name).toHaveValue("preferred_contact_method");
    await user.type(screen.getByLabelText("Field label"), " (best)");
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        fieldName: "preferred_contact_method",
        fieldLabel: "Preferred contact method (best)",
        fieldOptions: ["Email", "Phone"],
        category: "preferences",
      }),
    );
  });
});

describe("options", () => {
  async function choose(type: string) {
    const context = renderForm();
    await context.user.type(screen.getByLabelText("Field label"), "Languages");
    await context.user.selectOptions(screen.getByLabelText("Field type"), type);
    return context;
  }

  it("are asked only for select and multiselect fields", async () => {
    const { user } = renderForm();
    expect(screen.queryByRole("group", { name: "Options" })).not.toBeInTheDocument();
    for (const type of ["textarea", "number", "date", "checkbox", "contract", "legal_agreement"]) {
      await user.selectOptions(screen.getByLabelText("Field type"), type);
      expect(screen.queryByLabelText("New option")).not.toBeInTheDocument();
    }
    await user.selectOptions(screen.getByLabelText("Field type"), "multiselect");
    expect(screen.getByRole("group", { name: "Options" })).toBeVisible();
  });

  it("are added by Enter or Add, trimmed, never twice, removable", async () => {
    const { user, onSubmit, save } = await choose("multiselect");
    const input = screen.getByLabelText("New option");
    await user.type(input, "  English  {Enter}");
    // Enter added the option and did not submit the form.
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, "Spanish");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type(input, "English{Enter}");
    expect(screen.getByText('"English" is already an option')).toBeVisible();
    await user.clear(input);
    await user.type(input, "   {Enter}French{Enter}");
    const chips = screen.getByRole("list", { name: "Options" });
    expect(chips).toHaveTextContent("EnglishSpanishFrench");

    await user.click(screen.getByRole("button", { name: "Remove option Spanish" }));
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fieldType: "multiselect", fieldOptions: ["English", "French"] }),
    );
  });

  it("are sent as null when there are none", async () => {
    const { onSubmit, save } = await choose("select");
    await save();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fieldOptions: null }));
  });

  it("are dropped when the type changes to one without options", async () => {
    const { user, onSubmit, save } = await choose("select");
    await user.type(screen.getByLabelText("New option"), "Email{Enter}");
    await user.selectOptions(screen.getByLabelText("Field type"), "text");
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fieldType: "text", fieldOptions: null }),
    );
  });
});

describe("display order and validation rules", () => {
  it("sends 0 for an empty display order and refuses a negative one", async () => {
    const { user, onSubmit, save } = renderForm();
    await user.type(screen.getByLabelText("Field label"), "Bio");
    await user.clear(screen.getByLabelText("Display order"));
    await save();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ displayOrder: 0 }));

    await user.type(screen.getByLabelText("Display order"), "-2");
    await save();
    expect(await screen.findByText("Display order cannot be negative")).toBeVisible();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("sends the rules of the type as numbers and text", async () => {
    const { user, onSubmit, save } = renderForm();
    await user.type(screen.getByLabelText("Field label"), "Permit");
    await user.type(screen.getByLabelText("Maximum length"), "20");
    // Pasted: "[" means a key name to the typing helper.
    await user.click(screen.getByLabelText("Pattern (regular expression)"));
    await user.paste("^[A-Z0-9-]+$");
    await save();
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ validationRules: { maxLength: 20, pattern: "^[A-Z0-9-]+$" } }),
    );

    await user.selectOptions(screen.getByLabelText("Field type"), "number");
    expect(screen.queryByLabelText("Maximum length")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Minimum value"), "10");
    await user.type(screen.getByLabelText("Maximum value"), "5");
    await save();
    expect(await screen.findByText("Maximum must not be below the minimum")).toBeVisible();
    await user.clear(screen.getByLabelText("Maximum value"));
    await user.type(screen.getByLabelText("Maximum value"), "100");
    await save();
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ fieldType: "number", validationRules: { min: 10, max: 100 } }),
    );
  });

  it("refuses a pattern that is not a regular expression", async () => {
    const { user, onSubmit, save } = renderForm();
    await user.type(screen.getByLabelText("Field label"), "Code");
    await user.click(screen.getByLabelText("Pattern (regular expression)"));
    await user.paste("([a-z");
    await save();
    expect(await screen.findByText("Please enter a valid pattern")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses lookarounds and backreferences, which the linear-time engine cannot run", async () => {
    const { user, onSubmit, save } = renderForm();
    await user.type(screen.getByLabelText("Field label"), "Code");
    await user.click(screen.getByLabelText("Pattern (regular expression)"));
    await user.paste("^(?=a)(a+)+\\1$");
    await save();
    expect(
      await screen.findByText("Patterns cannot use lookarounds or backreferences"),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

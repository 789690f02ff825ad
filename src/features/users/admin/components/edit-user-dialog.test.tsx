import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminUser } from "../types";
import { EditUserDialog } from "./edit-user-dialog";

afterEach(cleanup);

const user: AdminUser = {
  id: "7c1f2a52-0d7c-4d7e-9f7a-1b2c3d4e5f60",
  email: "river.stone@example.com",
  firstName: "River",
  lastName: "Stone",
  profileImageUrl: null,
  phone: null,
  businessName: "Stone River Farms",
  businessType: "Outdoor Farm",
  businessLocation: null,
  location: "Healdsburg, CA",
  role: "partner",
  isActive: true,
  isVerified: false,
  licensedStates: [],
  expertise: [],
  services: [],
  emailVerified: true,
  profileComplete: false,
  rating: null,
  totalTours: 0,
  totalRevenue: "0.00",
  tags: [],
  notes: "Met at the expo.",
  lastLoginAt: null,
  createdAt: "2025-01-05T15:00:00.000Z",
  updatedAt: "2025-01-05T15:00:00.000Z",
};

function renderDialog(overrides: Partial<AdminUser> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <EditUserDialog
      user={{ ...user, ...overrides }}
      pending={false}
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, onClose };
}

describe("EditUserDialog", () => {
  it("starts from the user's values and sends role, both switches and the notes", async () => {
    const { onSubmit } = renderDialog();
    expect(screen.getByRole("heading", { name: "Edit User" })).toBeVisible();
    const role = screen.getByLabelText("Role");
    expect(role).toHaveValue("partner");
    expect([...(role as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "Partner",
      "Admin",
      "Client",
    ]);
    expect(screen.getByRole("checkbox", { name: /Active Status/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Verified/ })).not.toBeChecked();
    expect(screen.getByLabelText("Admin Notes")).toHaveValue("Met at the expo.");

    await userEvent.selectOptions(role, "admin");
    await userEvent.click(screen.getByRole("checkbox", { name: /Verified/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Active Status/ }));
    const notes = screen.getByLabelText("Admin Notes");
    await userEvent.clear(notes);
    await userEvent.type(notes, "  Trusted host.  ");
    await userEvent.click(screen.getByRole("button", { name: "Update User" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      role: "admin",
      isActive: false,
      isVerified: true,
      notes: "Trusted host.",
    });
  });

  it("shows the user's role, and Cancel closes without sending", async () => {
    const { onSubmit, onClose } = renderDialog({ role: "client", notes: "" });
    expect(screen.getByLabelText("Role")).toHaveValue("client");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

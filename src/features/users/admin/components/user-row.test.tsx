import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminUser } from "../types";
import { UserRow } from "./user-row";

afterEach(cleanup);

const sampleUser: AdminUser = {
  id: "7c1f2a52-0d7c-4d7e-9f7a-1b2c3d4e5f60",
  email: "river.stone@example.com",
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  phone: null,
  businessName: "Stone River Farms",
  businessType: "Outdoor Farm",
  businessLocation: "12 Orchard Lane, Healdsburg, CA",
  location: "Healdsburg, CA",
  expertise: [],
  services: [],
  role: "partner",
  isActive: true,
  isVerified: false,
  licensedStates: [],
  emailVerified: true,
  profileComplete: true,
  rating: null,
  totalTours: 7,
  totalRevenue: "2450.00",
  tags: [],
  notes: "",
  lastLoginAt: null,
  createdAt: "2025-01-05T15:00:00.000Z",
  updatedAt: "2025-01-05T15:00:00.000Z",
};

function renderRow(user: AdminUser) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(<UserRow user={user} onEdit={onEdit} onDelete={onDelete} />);
  return { onEdit, onDelete };
}

describe("UserRow", () => {
  it("falls back to the e-mail without a name, and shows the role", () => {
    renderRow(sampleUser);
    const row = screen.getByRole("article", { name: "river.stone@example.com" });
    expect(within(row).getByRole("heading", { name: "river.stone@example.com" })).toBeVisible();
    expect(within(row).getByText("partner")).toBeVisible();
    expect(within(row).queryByRole("img")).toBeNull();
    expect(within(row).getByText("Stone River Farms")).toBeVisible();
    expect(within(row).getByText("Healdsburg, CA")).toBeVisible();
    expect(within(row).getByText("Jan 5, 2025")).toBeVisible();
    expect(within(row).getByText("7")).toBeVisible();
    expect(within(row).getByText("$2,450")).toBeVisible();
  });

  it("names an admin by first and last name with admin, verified and inactive marks", () => {
    renderRow({
      ...sampleUser,
      firstName: "River",
      lastName: "Stone",
      role: "admin",
      isVerified: true,
      isActive: false,
    });
    const row = screen.getByRole("article", { name: "River Stone" });
    expect(within(row).getByText("admin")).toBeVisible();
    for (const label of ["Admin", "Verified by an admin", "Inactive"]) {
      expect(within(row).getByRole("img", { name: label })).toBeVisible();
    }
  });

  it("says when a current licence is what verifies a partner", () => {
    renderRow({ ...sampleUser, firstName: "Sky", isVerified: true, licensedStates: ["CA", "OR"] });
    const row = screen.getByRole("article", { name: /Sky/ });
    expect(within(row).getByRole("img", { name: "Verified: licensed in CA, OR" })).toBeVisible();
  });

  it("hands the user to Edit and Delete", async () => {
    const { onEdit, onDelete } = renderRow({ ...sampleUser, firstName: "River" });
    await userEvent.click(screen.getByRole("button", { name: "Edit River" }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: sampleUser.id }));
    await userEvent.click(screen.getByRole("button", { name: "Delete River" }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: sampleUser.id }));
  });
});

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminUser } from "../types";
import { DeleteUserDialog } from "./delete-user-dialog";

afterEach(cleanup);

const user = {
  id: "7c1f2a52-0d7c-4d7e-9f7a-1b2c3d4e5f60",
  email: "river.stone@example.com",
  firstName: "River",
  lastName: null,
} as AdminUser;

describe("DeleteUserDialog", () => {
  it("warns in product §2's words and confirms with the user", async () => {
    const onConfirm = vi.fn();
    render(
      <DeleteUserDialog user={user} pending={false} onClose={vi.fn()} onConfirm={onConfirm} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Delete User" });
    expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to delete this user? Warning: This action cannot be undone. All user data, tours, and associated records will be permanently deleted.",
    );
    expect(screen.getByText("river.stone@example.com")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Delete User" }));
    expect(onConfirm).toHaveBeenCalledWith(user);
  });
});

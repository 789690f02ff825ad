import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createAccount, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";

// Screens and dialogs at two widths with an axe run each.
test.describe.configure({ timeout: 120_000 });

interface AdminUser {
  id: string;
  email: string;
  role: string;
  isVerified: boolean;
  isActive: boolean;
}

interface UserPage {
  items: AdminUser[];
  total: number;
}

const count = (page: Page) => page.getByRole("status", { name: "Matching users" });
const row = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function searchFor(page: Page, text: string) {
  await page.getByLabel("Search users").fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
}

test("search and filters narrow the list on the server and stay in the URL", async ({ page }) => {
  const admin = await apiAs(demo.admin);
  const marker = `Sift${randomUUID().slice(0, 6)}`;
  const first = await createAccount({ firstName: "Ada", lastName: marker });
  await createAccount({ firstName: "Bram", lastName: marker });
  const everyone = await admin.call<UserPage>("GET", "/api/admin/users?pageSize=1");

  await signIn(page, demo.admin, "/admin/users");
  // The first visit of a page compiles its code on the dev server: slow on a busy machine.
  await expect(h1(page, "User Management")).toBeVisible({ timeout: 20_000 });
  await expect(count(page)).toHaveText(`${everyone.total} users`);

  await searchFor(page, marker);
  await expect(count(page)).toHaveText("2 users");
  await expect(row(page, `Ada ${marker}`)).toBeVisible();
  await expect(row(page, `Bram ${marker}`)).toBeVisible();

  await searchFor(page, first.email.toUpperCase());
  await expect(count(page)).toHaveText("1 user");
  await searchFor(page, marker);
  await expect(count(page)).toHaveText("2 users");

  await page.getByLabel("Role").selectOption({ label: "Admin" });
  await expect(page).toHaveURL(/role=admin/);
  await expect(count(page)).toHaveText("0 users");
  await expect(page.getByText("No users match your search or filters.")).toBeVisible();
  await page.getByLabel("Role").selectOption({ label: "Partner" });
  await expect(count(page)).toHaveText("2 users");

  await page.getByLabel("Status").selectOption({ label: "Verified" });
  await expect(count(page)).toHaveText("0 users");
  await page.getByLabel("Status").selectOption({ label: "Unverified" });
  await expect(count(page)).toHaveText("2 users");
  await expect(page).toHaveURL(/status=unverified/);

  // A reload keeps the search and filters.
  await page.reload();
  await expect(page.getByLabel("Search users")).toHaveValue(marker);
  await expect(page.getByLabel("Role")).toHaveValue("partner");
  await expect(page.getByLabel("Status")).toHaveValue("unverified");
  await expect(count(page)).toHaveText("2 users");

  await capture(page, "admin-users", row(page, `Ada ${marker}`));

  await page.getByLabel("Role").selectOption({ label: "All Roles" });
  await page.getByLabel("Status").selectOption({ label: "All Status" });
  await page.getByLabel("Search users").fill("");
  await expect(count(page)).toHaveText(`${everyone.total} users`);
  await expect(page).toHaveURL("/admin/users");
});

test("an admin edits a user's role and verified flag", async ({ page }) => {
  const admin = await apiAs(demo.admin);
  const marker = `Edit${randomUUID().slice(0, 6)}`;
  const account = await createAccount({ firstName: "Cora", lastName: marker });
  const name = `Cora ${marker}`;

  await signIn(page, demo.admin, "/admin/users");
  await searchFor(page, marker);
  const user = row(page, name);
  await expect(user).toContainText("partner");
  await expect(user.getByRole("img", { name: /^Verified/ })).toHaveCount(0);

  await user.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(dialog.getByLabel("Role")).toHaveValue("partner");
  await capture(
    page,
    "admin-users-edit-dialog",
    dialog.getByRole("button", { name: "Update User" }),
  );

  await dialog.getByLabel("Role").selectOption({ label: "Admin" });
  await dialog.getByRole("checkbox", { name: /Verified/ }).check();
  await dialog.getByLabel("Admin Notes").fill("Runs the spring tours.");
  await dialog.getByRole("button", { name: "Update User" }).click();

  await expect(page.getByText("User updated successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(user).toContainText("admin");
  await expect(user.getByRole("img", { name: "Admin", exact: true })).toBeVisible();
  await expect(user.getByRole("img", { name: "Verified by an admin" })).toBeVisible();

  const { items } = await admin.call<{ items: (AdminUser & { notes: string })[] }>(
    "GET",
    `/api/admin/users?search=${encodeURIComponent(account.email)}`,
  );
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    role: "admin",
    isVerified: true,
    isActive: true,
    notes: "Runs the spring tours.",
  });

  // Reopening starts from the saved values.
  await user.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel("Role")).toHaveValue("admin");
  await expect(dialog.getByLabel("Admin Notes")).toHaveValue("Runs the spring tours.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("an admin cannot remove their own admin access: the server's message shows", async ({
  page,
}) => {
  await signIn(page, demo.admin, "/admin/users");
  await searchFor(page, demo.admin.email);
  await page.getByRole("button", { name: "Edit Avery Admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await dialog.getByLabel("Role").selectOption({ label: "Partner" });
  await dialog.getByRole("button", { name: "Update User" }).click();
  await expect(
    page.getByRole("alert").getByText("You cannot remove your own admin access."),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  const self = await (await apiAs(demo.admin)).call<{ role: string }>("GET", "/api/auth/user");
  expect(self.role).toBe("admin");
});

test("an admin deletes a user after the warning", async ({ page }) => {
  const admin = await apiAs(demo.admin);
  const marker = `Gone${randomUUID().slice(0, 6)}`;
  const account = await createAccount({ firstName: "Dale", lastName: marker });
  const name = `Dale ${marker}`;
  const [target] = (
    await admin.call<UserPage>(
      "GET",
      `/api/admin/users?search=${encodeURIComponent(account.email)}`,
    )
  ).items;
  expect(target).toBeDefined();

  await signIn(page, demo.admin, "/admin/users");
  await searchFor(page, marker);
  await expect(count(page)).toHaveText("1 user");
  await row(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();

  const dialog = page.getByRole("dialog", { name: "Delete User" });
  await expect(dialog).toContainText(
    "Are you sure you want to delete this user? Warning: This action cannot be undone. All user data, tours, and associated records will be permanently deleted.",
  );
  await expect(dialog).toContainText(account.email);
  await capture(
    page,
    "admin-users-delete-dialog",
    dialog.getByRole("button", { name: "Delete User" }),
  );

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row(page, name)).toBeVisible();

  await row(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await dialog.getByRole("button", { name: "Delete User" }).click();
  await expect(page.getByText("User deleted successfully!")).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  await expect(count(page)).toHaveText("0 users");

  const after = await admin.call<UserPage>(
    "GET",
    `/api/admin/users?search=${encodeURIComponent(account.email)}`,
  );
  expect(after.total).toBe(0);
  await expect(admin.call("DELETE", `/api/admin/users/${target?.id}`)).rejects.toThrow(/: 404 /);
});

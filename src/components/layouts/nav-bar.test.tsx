import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import type { NavAccount } from "./account-menu";
import { NavBar } from "./nav-bar";

afterEach(cleanup);

const partner: NavAccount = {
  firstName: "Maya",
  lastName: "Green",
  email: "maya@green.test",
  profileImageUrl: null,
  isAdmin: false,
};

function renderNavBar(account: NavAccount, path = "/", supportUnread = 0) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar account={account} supportUnread={supportUnread} />
    </MemoryRouter>,
  );
}

/** The wide-screen navigation: the first of the two "Main" navs in document order. */
const mainNav = () =>
  screen.getAllByRole("navigation", { name: "Main", hidden: true })[0] as HTMLElement;

describe("NavBar", () => {
  it("links the partner pages and no Admin item for a partner", () => {
    renderNavBar(partner);
    const nav = within(mainNav());
    for (const [name, href] of [
      ["Dashboard", "/"],
      ["Opportunities", "/opportunities"],
      ["Calendar", "/calendar"],
      ["Earnings", "/earnings"],
      ["Reviews", "/reviews"],
      ["Support", "/chat"],
      ["Profile", "/profile"],
    ]) {
      expect(nav.getByRole("link", { name, hidden: true })).toHaveAttribute("href", href);
    }
    expect(nav.queryByRole("link", { name: "Admin", hidden: true })).not.toBeInTheDocument();
  });

  it.each([
    [
      "owner",
      [
        "Dashboard",
        "Today",
        "Opportunities",
        "Calendar",
        "Earnings",
        "Reviews",
        "Support",
        "Profile",
        "Team",
      ],
    ],
    [
      "manager",
      [
        "Dashboard",
        "Today",
        "Opportunities",
        "Calendar",
        "Earnings",
        "Reviews",
        "Support",
        "Profile",
      ],
    ],
    ["guide", ["Today", "Calendar", "Support", "Profile"]],
    ["bookkeeper", ["Earnings", "Support", "Profile"]],
  ] as const)("links a %s's pages only", (teamRole, names) => {
    renderNavBar({ ...partner, teamRole });
    const links = within(mainNav()).getAllByRole("link", { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(names);
  });

  it("links the admin console's pages for an admin, Admin highlighted on a sub-path", () => {
    renderNavBar({ ...partner, isAdmin: true }, "/admin/users");
    const nav = within(mainNav());
    for (const [name, href] of [
      ["Admin", "/admin"],
      ["Tours", "/admin/tours"],
      ["Opportunities", "/admin/opportunities"],
      ["Users", "/admin/users"],
      ["Reviews", "/admin/reviews"],
      ["Support", "/admin/support"],
    ]) {
      expect(nav.getByRole("link", { name, hidden: true })).toHaveAttribute("href", href);
    }
    expect(nav.getByRole("link", { name: "Admin", hidden: true })).toHaveClass("menu-active");
    expect(nav.getByRole("link", { name: "Users", hidden: true })).toHaveClass("menu-active");
    expect(nav.getByRole("link", { name: "Tours", hidden: true })).not.toHaveClass("menu-active");
    expect(nav.queryByRole("link", { name: "Dashboard", hidden: true })).not.toBeInTheDocument();
  });

  it("highlights Dashboard only on / itself", () => {
    renderNavBar(partner, "/calendar");
    const nav = within(mainNav());
    expect(nav.getByRole("link", { name: "Calendar", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(nav.getByRole("link", { name: "Dashboard", hidden: true })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("counts support's unread answers beside Support, in the bar and the avatar menu", async () => {
    renderNavBar(partner, "/", 2);
    const nav = within(mainNav());
    expect(nav.getByRole("link", { name: "Support 2 unread", hidden: true })).toHaveAttribute(
      "href",
      "/chat",
    );
    await userEvent.click(screen.getByRole("button", { name: /Account menu/ }));
    const menuSupport = screen
      .getAllByRole("link", { name: "Support 2 unread" })
      .find((link) => !nav.queryAllByRole("link", { hidden: true }).includes(link));
    expect(menuSupport).toHaveAttribute("href", "/chat");
  });

  it("names the notifications button", () => {
    renderNavBar(partner);
    expect(screen.getByRole("button", { name: "Notifications" })).toBeVisible();
  });

  it("opens the avatar menu with the account's items and closes it with Escape", async () => {
    renderNavBar({ ...partner, isAdmin: true });
    const toggle = screen.getByRole("button", { name: "Account menu for Maya Green" });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Profile Settings" })).toHaveAttribute(
      "href",
      "/profile",
    );
    expect(screen.getByRole("link", { name: "My Calendar" })).toHaveAttribute("href", "/calendar");
    expect(screen.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
    expect(screen.getByRole("link", { name: "Sign Out" })).toHaveAttribute("href", "/api/logout");

    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole("link", { name: "Sign Out" })).not.toBeInTheDocument();
  });

  it("has no Admin Dashboard item in a partner's avatar menu", async () => {
    renderNavBar(partner);
    await userEvent.click(screen.getByRole("button", { name: /Account menu/ }));
    expect(screen.queryByRole("link", { name: "Admin Dashboard" })).not.toBeInTheDocument();
  });
});

describe("NavBar avatar and display name", () => {
  it("shows the profile image when there is one", () => {
    renderNavBar({ ...partner, profileImageUrl: "https://images.test/maya.png" });
    const toggle = screen.getByRole("button", { name: /Account menu/ });
    expect(toggle.querySelector("img")).toHaveAttribute("src", "https://images.test/maya.png");
    expect(within(toggle).queryByText("MG")).not.toBeInTheDocument();
  });

  it.each([
    [{ firstName: "Maya", lastName: "Green", email: "maya@green.test" }, "MG", "Maya Green"],
    [{ firstName: "Maya", lastName: null, email: "maya@green.test" }, "MA", "Maya"],
    [{ firstName: null, lastName: null, email: "diego@coast.test" }, "DI", "diego"],
    [{ firstName: null, lastName: null, email: null }, "U", "User"],
  ])("falls back for %o to initials %s and name %s", async (names, initials, displayName) => {
    renderNavBar({ ...partner, ...names });
    const toggle = screen.getByRole("button", { name: `Account menu for ${displayName}` });
    expect(within(toggle).getByText(initials)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getAllByText(displayName)[0]).toBeVisible();
  });
});

describe("NavBar on a small screen", () => {
  it("folds the links into a menu that the toggle opens", async () => {
    renderNavBar(partner);
    const toggle = screen.getByRole("button", { name: "Navigation menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(menu).not.toHaveAttribute("hidden");
    expect(within(menu as HTMLElement).getByRole("link", { name: "Opportunities" })).toBeVisible();
  });
});

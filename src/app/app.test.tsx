import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "./index";

afterEach(cleanup);

function renderAppAt(path: string) {
  window.history.pushState({}, "", path);
  render(<App />);
}

describe("App routes for a visitor (no stored session)", () => {
  it("shows Loading... until the session is known, then the landing page at /", async () => {
    renderAppAt("/");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");

    expect(
      await screen.findByRole("heading", { name: "Connect with Cannabis Tour Partners" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  });

  it("shows the sign-in form at /auth", async () => {
    renderAppAt("/auth");
    expect(await screen.findByRole("tab", { name: "Sign In", selected: true })).toBeVisible();
    expect(screen.getByLabelText("Email")).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  it("shows 404 Page Not Found for an unknown path", async () => {
    renderAppAt("/no-such-page");
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});

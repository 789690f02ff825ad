import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render-with-providers";
import { SignUpForm } from "./sign-up-form";

afterEach(cleanup);

describe("SignUpForm", () => {
  it("requires names, a valid e-mail and a password of at least 8 characters", async () => {
    renderWithProviders(<SignUpForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText("Password"), "abc1");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("First name is required")).toBeVisible();
    expect(screen.getByText("Last name is required")).toBeVisible();
    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
    expect(screen.getByText("Password must be at least 8 characters")).toBeVisible();
  });

  it("rejects a password without a digit", async () => {
    renderWithProviders(<SignUpForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText("Password"), "onlyletters");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));

    expect(
      await screen.findByText("Password must contain at least one letter and one number"),
    ).toBeVisible();
  });
});

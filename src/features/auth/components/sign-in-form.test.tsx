import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render-with-providers";
import { signInInputSchema } from "../api/sign-in";
import { SignInForm } from "./sign-in-form";

afterEach(cleanup);

describe("SignInForm", () => {
  it("shows the field errors under the inputs when submitted empty", async () => {
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} />);

    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));

    const email = screen.getByLabelText("Email");
    const password = screen.getByLabelText("Password");
    expect(await screen.findByText("Please enter a valid email address")).toBeVisible();
    expect(screen.getByText("Password is required")).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(password).toHaveAccessibleDescription("Password is required");
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("clears the e-mail error once the address is valid", async () => {
    renderWithProviders(<SignInForm onSuccess={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeVisible();

    await userEvent.type(screen.getByLabelText("Email"), "partner@example.test");

    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeVisible();
  });

  it("lets the password be shown and hidden again", async () => {
    renderWithProviders(<SignInForm onSuccess={vi.fn()} />);
    const password = screen.getByLabelText("Password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(password).toHaveAttribute("type", "password");

    await userEvent.click(toggle);
    expect(password).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("signs in with the address as typed, less the spaces autocomplete leaves around it", () => {
    const parsed = signInInputSchema.parse({ email: " maya@example.test ", password: "x" });
    expect(parsed.email).toBe("maya@example.test");
    expect(signInInputSchema.safeParse({ email: "maya@", password: "x" }).success).toBe(false);
  });
});

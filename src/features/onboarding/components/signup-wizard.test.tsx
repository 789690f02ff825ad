import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { renderWithProviders } from "@/testing/render-with-providers";
import { SignupWizard } from "./signup-wizard";

// The API is the one thing not here: POST /api/signup answers what each test says.
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const account = {
  id: "5eed0000-0000-4000-a000-0000000000aa",
  email: "riley@fields.test",
  firstName: "Riley",
  lastName: "Fields",
};

/** The wizard at /signup (or `entry`), in a router whose history the test can walk. */
function renderWizard(onComplete = vi.fn(), entry = "/signup") {
  const router = createMemoryRouter(
    [
      {
        path: "/signup",
        element: (
          <>
            <SignupWizard account={account} onComplete={onComplete} />
            <AppToaster />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { onComplete, router, user: userEvent.setup({ delay: null }) };
}

const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Next" }));

const expectStep = async (title: string, number: number) => {
  expect(await screen.findByRole("heading", { level: 2, name: title })).toBeVisible();
  expect(screen.getByText(`Step ${number} of 4`)).toBeVisible();
  // The steps behind, not the one on screen: never 100% before the profile is sent.
  expect(screen.getByText(`${(number - 1) * 25}% complete`)).toBeVisible();
  expect(screen.getByRole("progressbar", { name: "Signup progress" })).toHaveAttribute(
    "value",
    String(number - 1),
  );
};

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Phone"), "+17075550100");
  await user.type(screen.getByLabelText("Business name"), "Sunrise Growers");
  await user.selectOptions(screen.getByLabelText("Business type"), "Testing Lab");
  await user.type(screen.getByLabelText("Business street address"), "12 Orchard Lane, Healdsburg");
}

async function reachStepFour(user: ReturnType<typeof userEvent.setup>) {
  await fillStepOne(user);
  await next(user);
  await user.click(await screen.findByLabelText("Laboratory testing"));
  await next(user);
  await user.click(await screen.findByLabelText("Hashmaking demo"));
  await next(user);
  await expectStep("Tour Availability and Details", 4);
}

describe("SignupWizard step 1: Tell us about you", () => {
  it("prefills the account's names and read-only e-mail", async () => {
    renderWizard();
    await expectStep("Tell us about you", 1);
    expect(screen.getByLabelText("First name")).toHaveValue("Riley");
    expect(screen.getByLabelText("Last name")).toHaveValue("Fields");
    expect(screen.getByLabelText("Email")).toHaveValue("riley@fields.test");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
  });

  it("shows every product §5 message under its field and stays on step 1", async () => {
    const { user } = renderWizard();
    await user.clear(screen.getByLabelText("First name"));
    await user.clear(screen.getByLabelText("Last name"));
    await user.type(screen.getByLabelText("Business street address"), "Farm");
    await next(user);

    for (const [label, message] of [
      ["First name", "First name is required"],
      ["Last name", "Last name is required"],
      ["Phone", "Please enter a valid phone number"],
      ["Business name", "Business name is required"],
      ["Business type", "Please select a business type"],
      ["Business street address", "Please enter a complete address"],
    ]) {
      // The step checks its answers asynchronously: wait for the message, not only the field.
      await vi.waitFor(() =>
        expect(screen.getByLabelText(label as string)).toHaveAccessibleDescription(
          message as string,
        ),
      );
    }
    expect(screen.getByLabelText("First name")).toHaveFocus();
    await expectStep("Tell us about you", 1);
  });

  it.each([
    ["0123456", false],
    ["+0123456", false],
    ["555-0100", true],
    ["(707) 555-0142", true],
    ["707 555 CALL", false],
    ["12345678901234567", false],
    ["1234567890123456", true],
    ["+15550100", true],
    ["7", true],
  ])("phone %s is accepted: %s", async (phone, accepted) => {
    const { user } = renderWizard();
    await fillStepOne(user);
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), phone);
    await next(user);
    if (accepted) await expectStep("Areas of Expertise", 2);
    else expect(await screen.findByText("Please enter a valid phone number")).toBeVisible();
  });

  it("offers product §9's business types", async () => {
    renderWizard();
    const options = within(screen.getByLabelText("Business type")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Select a business type",
      "Indoor Farm",
      "Outdoor Farm",
      "Dispensary",
      "Edibles Manufacturer",
      "Testing Lab",
      "Microbusiness",
      "Concentrates/Hash Manufacturer",
      "Professional Service",
    ]);
  });
});

describe("SignupWizard steps 2 and 3", () => {
  it("need at least one expertise and one service", async () => {
    const { user } = renderWizard();
    await fillStepOne(user);
    await next(user);
    await expectStep("Areas of Expertise", 2);
    expect(screen.getAllByRole("checkbox")).toHaveLength(10);
    await next(user);
    expect(await screen.findByText("Please select at least one area of expertise")).toBeVisible();
    await user.click(screen.getByLabelText("Culinary Experiences"));
    await next(user);

    await expectStep("Services Offered", 3);
    expect(screen.getAllByRole("checkbox")).toHaveLength(13);
    await next(user);
    expect(await screen.findByText("Please select at least one service offered")).toBeVisible();
    await user.click(screen.getByLabelText("Event venue"));
    await next(user);
    await expectStep("Tour Availability and Details", 4);
  });
});

describe("SignupWizard step 4: Tour Availability and Details", () => {
  it("starts at group size 10 and rate 50 and lists Sunday to Saturday", async () => {
    const { user } = renderWizard();
    await reachStepFour(user);
    expect(screen.getByLabelText("Maximum group size")).toHaveValue(10);
    expect(screen.getByLabelText("Minimum hourly rate")).toHaveValue(50);
    expect(screen.getAllByRole("checkbox").map((box) => box.getAttribute("value"))).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
  });

  it.each([
    ["0", "-1", "Group size must be at least 1", "Rate cannot be negative"],
    ["1001", "10000.01", "Group size cannot exceed 1000", "Rate cannot exceed $10,000"],
  ])("group size %s and rate %s are refused", async (size, rate, sizeMessage, rateMessage) => {
    const { user } = renderWizard();
    await reachStepFour(user);
    await user.clear(screen.getByLabelText("Maximum group size"));
    await user.type(screen.getByLabelText("Maximum group size"), size);
    await user.clear(screen.getByLabelText("Minimum hourly rate"));
    await user.type(screen.getByLabelText("Minimum hourly rate"), rate);
    await user.click(screen.getByRole("button", { name: "Complete Signup" }));

    expect(await screen.findByText("Please select at least one day")).toBeVisible();
    expect(screen.getByText(sizeMessage)).toBeVisible();
    expect(screen.getByText(rateMessage)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("SignupWizard Back", () => {
  it("keeps every step's answers", async () => {
    const { user } = renderWizard();
    await reachStepFour(user);
    await user.click(screen.getByLabelText("Tuesday"));
    await user.clear(screen.getByLabelText("Maximum group size"));
    await user.type(screen.getByLabelText("Maximum group size"), "12");

    await user.click(screen.getByRole("button", { name: "Back" }));
    await expectStep("Services Offered", 3);
    expect(screen.getByLabelText("Hashmaking demo")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await expectStep("Areas of Expertise", 2);
    expect(screen.getByLabelText("Laboratory testing")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await expectStep("Tell us about you", 1);
    expect(screen.getByLabelText("Business name")).toHaveValue("Sunrise Growers");
    expect(screen.getByLabelText("Business type")).toHaveValue("Testing Lab");
    expect(screen.getByLabelText("Phone")).toHaveValue("+17075550100");

    // Each step checks its answers before it moves on: wait for the next one to show.
    await next(user);
    await expectStep("Areas of Expertise", 2);
    await next(user);
    await expectStep("Services Offered", 3);
    await next(user);
    await expectStep("Tour Availability and Details", 4);
    expect(screen.getByLabelText("Tuesday")).toBeChecked();
    expect(screen.getByLabelText("Maximum group size")).toHaveValue(12);
  });
});

describe("SignupWizard draft", () => {
  it("keeps the step in the URL, and the browser's Back returns to step 1 with its answers", async () => {
    const { user, router } = renderWizard();
    await fillStepOne(user);
    await next(user);
    await expectStep("Areas of Expertise", 2);
    expect(router.state.location.search).toBe("?step=2");

    await act(() => router.navigate(-1));
    await expectStep("Tell us about you", 1);
    expect(screen.getByLabelText("Phone")).toHaveValue("+17075550100");
    expect(screen.getByLabelText("Business name")).toHaveValue("Sunrise Growers");
    expect(screen.getByLabelText("Business type")).toHaveValue("Testing Lab");
    expect(screen.getByLabelText("Business street address")).toHaveValue(
      "12 Orchard Lane, Healdsburg",
    );
  });

  it("a refresh keeps the step and every answer", async () => {
    const first = renderWizard();
    await fillStepOne(first.user);
    await next(first.user);
    await first.user.click(await screen.findByLabelText("Laboratory testing"));
    cleanup();

    const { user } = renderWizard(vi.fn(), "/signup?step=2");
    await expectStep("Areas of Expertise", 2);
    expect(screen.getByLabelText("Laboratory testing")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await expectStep("Tell us about you", 1);
    expect(screen.getByLabelText("Phone")).toHaveValue("+17075550100");
    expect(screen.getByLabelText("Business name")).toHaveValue("Sunrise Growers");
    expect(screen.getByLabelText("Business type")).toHaveValue("Testing Lab");
    expect(screen.getByLabelText("Business street address")).toHaveValue(
      "12 Orchard Lane, Healdsburg",
    );
  });

  it("a link to a later step opens the first one not yet answered", async () => {
    const { router } = renderWizard(vi.fn(), "/signup?step=4");
    await expectStep("Tell us about you", 1);
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("keeps no e-mail, and forgets the draft once the signup is sent", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ profileComplete: true })));
    const { user, onComplete } = renderWizard();
    await reachStepFour(user);
    const key = `signup-draft:${account.id}`;
    expect(JSON.parse(window.sessionStorage.getItem(key) ?? "{}")).toMatchObject({
      businessName: "Sunrise Growers",
      expertise: ["Laboratory testing"],
    });
    expect(window.sessionStorage.getItem(key)).not.toContain(account.email);
    await user.click(screen.getByLabelText("Monday"));
    await user.click(screen.getByRole("button", { name: "Complete Signup" }));

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
    expect(window.sessionStorage.getItem(key)).toBeNull();
  });
});

describe("SignupWizard Complete Signup", () => {
  it("posts the whole signup payload, then completes", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ profileComplete: true })));
    const { user, onComplete } = renderWizard();
    await reachStepFour(user);
    await user.click(screen.getByLabelText("Sunday"));
    await user.type(screen.getByLabelText("Travel radius (miles, optional)"), "40");
    await user.click(screen.getByRole("button", { name: "Complete Signup" }));

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/functions\/v1\/api\/signup$/);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: "Riley",
      lastName: "Fields",
      email: "riley@fields.test",
      phone: "+17075550100",
      businessName: "Sunrise Growers",
      businessType: "Testing Lab",
      businessLocation: "12 Orchard Lane, Healdsburg",
      expertise: ["Laboratory testing"],
      services: ["Hashmaking demo"],
      availability: ["Sunday"],
      maxGroupSize: 10,
      minHourlyRate: 50,
      travelRadius: 40,
    });
  });

  it.each([
    [JSON.stringify({ message: "Your account is inactive." }), 403, "Your account is inactive."],
    ["", 500, "There was an error creating your account. Please try again."],
  ])(
    "shows Signup Failed with the server's message or the default (%s)",
    async (body, status, text) => {
      fetchMock.mockResolvedValue(new Response(body, { status }));
      const { user, onComplete } = renderWizard();
      await reachStepFour(user);
      await user.click(screen.getByLabelText("Monday"));
      await user.click(screen.getByRole("button", { name: "Complete Signup" }));

      const toastAlert = await screen.findByRole("alert");
      // Toasts fade in: present, though not yet opaque.
      expect(within(toastAlert).getByText("Signup Failed")).toBeInTheDocument();
      expect(within(toastAlert).getByText(text)).toBeInTheDocument();
      expect(onComplete).not.toHaveBeenCalled();
    },
  );
});

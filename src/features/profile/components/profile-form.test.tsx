import { EXPERTISE, SERVICES } from "@shared/profile-options";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { renderWithProviders } from "@/testing/render-with-providers";
import type { ProfileField } from "../types";
import { fieldsOfEveryType, profile } from "./profile-fixtures";
import { ProfileForm } from "./profile-form";

// The API is the one thing not here: PUT /api/profile answers what each test says.
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

function renderForm(fields: ProfileField[] = []) {
  renderWithProviders(
    <>
      <ProfileForm profile={profile} fields={fields} />
      <AppToaster />
    </>,
  );
  return userEvent.setup({ delay: null });
}

type User = ReturnType<typeof userEvent.setup>;

const save = (user: User) => user.click(screen.getByRole("button", { name: "Save Changes" }));

/** Types `text` over what the field labelled `label` holds. */
async function retype(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

function sentBody() {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body));
}

/** Each field's message is read with it, after the field's hint where it has one. */
async function expectMessagesUnder(
  messages: ReadonlyArray<readonly [label: string, message: string]>,
) {
  for (const [label, message] of messages) {
    expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(
      new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
  }
}

describe("ProfileForm business fields", () => {
  it("starts from the saved profile, keeping saved choices that are not in the lists", () => {
    renderForm();
    expect(screen.getByLabelText("Business name")).toHaveValue("Green Valley Farms");
    // The wizard's business type is the profile form's: the one list of both.
    expect(screen.getByLabelText("Business type")).toHaveValue("Outdoor Farm");
    expect(screen.getByLabelText("Tour location")).toHaveValue("Healdsburg, CA");
    expect(screen.getByLabelText("Max group size")).toHaveValue(40);
    expect(screen.getByLabelText("Usual hourly rate")).toHaveValue(150);
    expect(screen.getByLabelText("Usual hourly rate")).toHaveAttribute("step", "0.01");
    expect(screen.getByLabelText("Usual hourly rate")).toHaveAttribute("min", "0");
    const expertise = screen.getByRole("group", { name: "Expertise" });
    expect(within(expertise).getAllByRole("checkbox")).toHaveLength(11);
    expect(within(expertise).getByLabelText("Organic growing")).toBeChecked();
    expect(within(expertise).getByLabelText("Cannabis cultivation")).toBeChecked();
    expect(within(expertise).getByLabelText("Laboratory testing")).not.toBeChecked();
    expect(
      within(screen.getByRole("group", { name: "Services" })).getAllByRole("checkbox"),
    ).toHaveLength(13);
  });

  it("names the two places and the two rates apart, each with what it is for", () => {
    renderForm();
    expect(screen.getByLabelText("Tour location")).toHaveAccessibleDescription(
      "The town or city where you host tours; tours are matched to it.",
    );
    expect(screen.getByLabelText("Business street address")).toHaveAccessibleDescription(
      "Where your business is, for our records; matching uses it only without a tour location.",
    );
    expect(screen.getByLabelText("Usual hourly rate")).toHaveAccessibleDescription(
      "What you usually charge for an hour of a tour.",
    );
    expect(screen.getByLabelText("Minimum hourly rate")).toHaveAccessibleDescription(
      "The least you take for an hour: a tour paying less is not matched to you.",
    );
    expect(screen.queryByLabelText("Location")).toBeNull();
    expect(screen.queryByLabelText("Business address")).toBeNull();
  });

  it("offers the wizard's lists, and shows an older label saved before as the one it stands for", () => {
    renderWithProviders(
      <ProfileForm
        profile={{
          ...profile,
          expertise: ["Product education", "Product/Process education"],
          services: ["Processing facility visits"],
        }}
        fields={[]}
      />,
    );
    const labels = (group: string) =>
      within(screen.getByRole("group", { name: group }))
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent);
    expect(labels("Expertise")).toEqual([...EXPERTISE]);
    expect(labels("Services")).toEqual([...SERVICES]);
    expect(screen.getByLabelText("Product/Process education")).toBeChecked();
    expect(screen.getByLabelText("Processing facility tours")).toBeChecked();
  });

  it("shows product §5's messages under the inputs and sends nothing", async () => {
    const user = renderForm();
    await user.clear(screen.getByLabelText("Business name"));
    await user.selectOptions(screen.getByLabelText("Business type"), "");
    await user.clear(screen.getByLabelText("Tour location"));
    await user.click(screen.getByLabelText("Cannabis cultivation"));
    await user.click(screen.getByLabelText("Organic growing"));
    await user.click(screen.getByLabelText("Farm tours"));
    await retype(user, "Max group size", "0");
    await retype(user, "Usual hourly rate", "-5");
    await save(user);

    await expectMessagesUnder([
      ["Business name", "Business name is required"],
      ["Business type", "Business type is required"],
      ["Tour location", "Location is required"],
      ["Max group size", "Group size must be at least 1"],
      ["Usual hourly rate", "Hourly rate must be a positive number"],
    ]);
    expect(screen.getByRole("group", { name: "Expertise" })).toHaveAccessibleDescription(
      "At least one expertise is required",
    );
    expect(screen.getByRole("group", { name: "Services" })).toHaveAccessibleDescription(
      "At least one service is required",
    );
    expect(screen.getByLabelText("Business name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("holds every value the signup wizard asked, checked by the wizard's rules", async () => {
    const user = renderForm();
    expect(screen.getByLabelText("First name")).toHaveValue("Maya");
    expect(screen.getByLabelText("Phone")).toHaveValue("+14155550100");
    expect(screen.getByLabelText("Minimum hourly rate")).toHaveValue(120);
    expect(screen.getByLabelText("Travel radius (miles, optional)")).toHaveValue(60);
    const days = screen.getByRole("group", { name: "Days you are available for tours" });
    expect(within(days).getByLabelText("Friday")).toBeChecked();

    await user.clear(screen.getByLabelText("First name"));
    await retype(user, "Phone", "0123");
    await retype(user, "Business street address", "Farm");
    await user.click(within(days).getByLabelText("Friday"));
    await user.click(within(days).getByLabelText("Saturday"));
    await retype(user, "Minimum hourly rate", "10001");
    await retype(user, "Travel radius (miles, optional)", "501");
    await save(user);

    await expectMessagesUnder([
      ["First name", "First name is required"],
      ["Phone", "Please enter a valid phone number"],
      ["Business street address", "Please enter a complete address"],
      ["Minimum hourly rate", "Rate cannot exceed $10,000"],
      ["Travel radius (miles, optional)", "Travel radius must be 5 to 500 miles"],
    ]);
    expect(days).toHaveAccessibleDescription("Please select at least one day");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves a profile completed without the wizard's values, sending none of them", async () => {
    renderWithProviders(
      <>
        <ProfileForm
          profile={{ ...profile, phone: null, availability: [], minHourlyRate: null }}
          fields={[]}
        />
        <AppToaster />
      </>,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText("Minimum hourly rate")).toHaveValue(null);
    answer(200, profile);
    await save(user);
    await screen.findByText("Profile updated successfully!");
    const body = sentBody();
    expect(body).not.toHaveProperty("phone");
    expect(body).not.toHaveProperty("availability");
    expect(body).not.toHaveProperty("minHourlyRate");
    expect(body).toMatchObject({ firstName: "Maya", businessLocation: profile.businessLocation });
  });

  it("sends no travel radius as null", async () => {
    const user = renderForm();
    await user.clear(screen.getByLabelText("Travel radius (miles, optional)"));
    answer(200, { ...profile, travelRadius: null });
    await save(user);
    await screen.findByText("Profile updated successfully!");
    expect(sentBody().travelRadius).toBeNull();
  });

  it("saves with PUT /api/profile and says so", async () => {
    const user = renderForm();
    await retype(user, "Business name", "Green Valley Co-op");
    answer(200, { ...profile, businessName: "Green Valley Co-op" });
    await save(user);

    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/functions\/v1\/api\/profile$/);
    expect(init?.method).toBe("PUT");
    expect(sentBody()).toEqual({
      businessName: "Green Valley Co-op",
      businessType: "Outdoor Farm",
      location: "Healdsburg, CA",
      expertise: ["Cannabis cultivation", "Organic growing"],
      services: ["Farm tours"],
      maxGroupSize: 40,
      hourlyRate: "150.00",
      firstName: "Maya",
      lastName: "Green",
      phone: "+14155550100",
      businessLocation: "1200 Ridge Road, Healdsburg, CA 95448",
      availability: ["Friday", "Saturday"],
      minHourlyRate: 120,
      travelRadius: 60,
      customFields: {},
    });
  });

  it("shows the failure toast when the server fails", async () => {
    const user = renderForm();
    answer(500, { message: "Internal server error", requestId: "r1" });
    await save(user);
    expect(
      await screen.findByText("Failed to update profile. Please try again."),
    ).toBeInTheDocument();
  });
  it("tells a signed-out partner and goes to sign-in after 500 ms, to come back here", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", {
      ...window.location,
      pathname: "/profile",
      search: "",
      hash: "",
      assign,
    });
    const user = renderForm();
    answer(401, { message: "Unauthorized" });
    await save(user);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Unauthorized")).toBeInTheDocument();
    expect(within(alert).getByText("You are logged out. Logging in again...")).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/auth?next=%2Fprofile"));
  });
});

describe("ProfileForm admin-defined fields", () => {
  it("draws each field by its type, grouped by category in display order", () => {
    renderForm(fieldsOfEveryType);
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Basic", "Business", "Credentials", "Capabilities", "Preferences"]);

    expect(screen.getByLabelText("Founded on")).toHaveAttribute("type", "date");
    expect(screen.getByRole("textbox", { name: "Company bio" }).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("textbox", { name: "Company bio" })).toHaveValue("Family-run farm.");
    // Founded on (order 1) comes before Company bio (order 2) within Basic.
    const founded = screen.getByLabelText("Founded on");
    const bio = screen.getByLabelText("Company bio");
    expect(founded.compareDocumentPosition(bio) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const years = screen.getByRole("spinbutton", { name: "Years in business (required)" });
    expect(years).toHaveValue(12);
    expect(years).toHaveAttribute("max", "100");
    expect(screen.getByRole("textbox", { name: "State license number (required)" })).toHaveValue(
      "",
    );
    const contact = screen.getByRole("combobox", { name: "Preferred contact method" });
    expect(
      within(contact)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select an option", "Email", "Phone"]);
    const languages = screen.getByRole("group", { name: "Languages spoken" });
    expect(within(languages).getByLabelText("Spanish")).toBeChecked();
    expect(within(languages).getByLabelText("English")).not.toBeChecked();
    expect(within(languages).getAllByRole("checkbox")).toHaveLength(2);
    // A yes-or-no field is a group of its own, not one more language.
    const wheelchair = screen.getByRole("group", { name: "Wheelchair accessible site" });
    expect(within(wheelchair).getByRole("checkbox", { name: "Yes" })).toBeChecked();
    expect(languages).not.toContainElement(within(wheelchair).getByRole("checkbox"));
    expect(
      screen.getByRole("checkbox", { name: "I accept the services contract" }),
    ).not.toBeChecked();
    expect(
      screen.getByRole("checkbox", { name: "I agree to the code of conduct" }),
    ).not.toBeChecked();
  });

  it("checks the fields' own rules before sending", async () => {
    const user = renderForm(fieldsOfEveryType);
    await retype(user, "Years in business (required)", "150");
    await save(user);
    expect(
      await screen.findByLabelText("State license number (required)"),
    ).toHaveAccessibleDescription("State license number is required");
    expect(screen.getByLabelText("Years in business (required)")).toHaveAccessibleDescription(
      "Years in business must be at most 100",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends every answer as customFields and shows the server's messages under the inputs", async () => {
    const user = renderForm(fieldsOfEveryType);
    await user.type(screen.getByLabelText("State license number (required)"), "lower-case");
    await user.click(
      within(screen.getByRole("group", { name: "Languages spoken" })).getByLabelText("English"),
    );
    await user.selectOptions(screen.getByLabelText("Preferred contact method"), "Phone");
    await user.type(screen.getByLabelText("Founded on"), "2010-04-01");
    await user.click(screen.getByLabelText("I accept the services contract"));
    answer(400, {
      message: "State license number has an invalid format",
      fieldErrors: {
        "customFields.license_number": ["State license number has an invalid format"],
      },
    });
    await save(user);

    await waitFor(() =>
      expect(screen.getByLabelText("State license number (required)")).toHaveAccessibleDescription(
        "State license number has an invalid format",
      ),
    );
    expect(sentBody().customFields).toEqual({
      preferred_contact: "Phone",
      license_number: "lower-case",
      company_bio: "Family-run farm.",
      founded_on: "2010-04-01",
      years_in_business: "12",
      languages_spoken: ["Spanish", "English"],
      wheelchair_accessible: true,
      services_contract: true,
      code_agreement: false,
    });
  });
});

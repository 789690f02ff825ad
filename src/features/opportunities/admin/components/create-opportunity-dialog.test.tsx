import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  opportunity,
  renderFeature,
  requests,
} from "@/testing/feature-test-env";
import { CreateOpportunityDialog } from "./create-opportunity-dialog";

installFeatureTestEnvironment();

async function openForm() {
  const user = renderFeature(<CreateOpportunityDialog />);
  await user.click(screen.getByRole("button", { name: "New Opportunity" }));
  const dialog = within(await screen.findByRole("dialog", { name: "New Opportunity" }));
  const submit = () => user.click(dialog.getByRole("button", { name: "Create Opportunity" }));
  const fill = async (label: string, value: string) => {
    const input = dialog.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  };
  return { user, dialog, submit, fill };
}

async function fillRequired(fill: (label: string, value: string) => Promise<void>) {
  await fill("Title", "Sunset greenhouse tour");
  await fill("Location", "Healdsburg, CA");
  await fill("Date and time", "2030-01-05T15:00");
  await fill("Base rate", "400");
}

// A long form typed key by key: slow on a busy machine.
describe("CreateOpportunityDialog", { timeout: 20_000 }, () => {
  it("starts at product §5's defaults", async () => {
    const { dialog } = await openForm();
    expect(dialog.getByLabelText("Tour type")).toHaveValue("farm");
    expect(dialog.getByLabelText("Duration (hours)")).toHaveValue(3);
    expect(dialog.getByLabelText("Group size")).toHaveValue(8);
    expect(dialog.getByLabelText("Priority")).toHaveValue("regular");
    expect(dialog.getByLabelText("Max bids")).toHaveValue(10);
    expect(dialog.getByLabelText("Auto-assign the best-matching partners")).not.toBeChecked();
    expect(dialog.getByLabelText("Location radius (miles)")).toHaveValue(50);
    expect(dialog.getByLabelText("Age restrictions")).toHaveValue("21+");
    expect(dialog.getByLabelText("Group type")).toHaveValue("mixed");
    expect(dialog.getByLabelText("Experience level")).toHaveValue("beginner");
    expect(dialog.getByLabelText("Partners needed")).toHaveValue(1);
    for (const heading of [
      "Basics",
      "Schedule",
      "Group",
      "Pricing and bidding",
      "Requirements and expertise",
    ]) {
      expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
    }
    expect(
      within(dialog.getByRole("group", { name: "Accessibility" })).getAllByRole("checkbox"),
    ).toHaveLength(6);
    expect(
      within(dialog.getByRole("group", { name: "Meal preferences" })).getAllByRole("checkbox"),
    ).toHaveLength(6);
    expect(
      within(dialog.getByRole("group", { name: "Preferred expertise" })).getAllByRole("checkbox"),
    ).toHaveLength(10);
  });

  it("names every required field when sent empty, and sends nothing", async () => {
    const { dialog, submit } = await openForm();
    await submit();
    for (const [label, message] of [
      ["Title", "Title is required"],
      ["Location", "Location is required"],
      ["Date and time", "Date is required"],
      ["Base rate", "Base rate is required"],
    ] as const) {
      expect(await dialog.findByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    }
    expect(dialog.getByLabelText("Title")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["Duration (hours)", "0", "Duration must be between 1 and 12 hours"],
    ["Duration (hours)", "13", "Duration must be between 1 and 12 hours"],
    ["Group size", "0", "Group size must be between 1 and 50"],
    ["Group size", "51", "Group size must be between 1 and 50"],
    ["Max bids", "0", "Max bids must be between 1 and 100"],
    ["Max bids", "101", "Max bids must be between 1 and 100"],
    ["Location radius (miles)", "4", "Location radius must be between 5 and 500 miles"],
    ["Location radius (miles)", "501", "Location radius must be between 5 and 500 miles"],
    ["Client email", "not-an-email", "Please enter a valid email address"],
    ["Base rate", "-5", "Base rate must be a positive number"],
  ])("%s %s: %s", async (label, value, message) => {
    const { dialog, submit, fill } = await openForm();
    await fillRequired(fill);
    await fill(label, value);
    await submit();
    expect(await dialog.findByLabelText(label)).toHaveAccessibleDescription(message);
    expect(requests("POST")).toEqual([]);
  });

  it("a response deadline after the tour date is refused", async () => {
    const { dialog, submit, fill } = await openForm();
    await fillRequired(fill);
    await fill("Response deadline", "2030-01-06T09:00");
    await submit();
    expect(await dialog.findByLabelText("Response deadline")).toHaveAccessibleDescription(
      expect.stringContaining("Response deadline must be on or before the tour date"),
    );
  });

  it("posts the time on the tour's clock as typed, says which clock, then toasts Success", async () => {
    fetchMock.mockImplementation((input) =>
      String(input).includes("/time-zone?")
        ? json({ location: "Healdsburg, CA", timeZone: "America/Los_Angeles" })
        : json(opportunity(), 201),
    );
    const { user, dialog, submit, fill } = await openForm();
    await fillRequired(fill);
    // The admin's own zone does not matter: the time is Healdsburg's.
    expect(
      await dialog.findByText(
        /^Local time at the tour: Pacific Time \(P[SD]T, America\/Los_Angeles\)$/,
      ),
    ).toBeVisible();
    expect(requests("GET").at(-1)?.url).toMatch(
      /\/api\/admin\/opportunities\/time-zone\?location=Healdsburg%2C%20CA$/,
    );
    // The header says the same clock as the hint, never the admin's own.
    expect(screen.getByRole("dialog", { name: "New Opportunity" })).toHaveAccessibleDescription(
      "Title, location, date and time, and base rate are required. Times are local time at the tour's location.",
    );
    await user.click(dialog.getByLabelText("Wheelchair accessible"));
    await fill("Requirements", "Closed shoes{Enter}");
    await fill("Custom requirements", "Dress code: closed-toe shoes");
    await fill("Client email", "events@client.test");
    await submit();

    await expectToast("Success", "Opportunity created successfully!");
    const [sent] = requests("POST");
    expect(sent?.url).toMatch(/\/functions\/v1\/api\/admin\/opportunities$/);
    expect(sent?.body.date).toBe("2030-01-05T15:00");
    expect(sent?.body).toMatchObject({
      title: "Sunset greenhouse tour",
      location: "Healdsburg, CA",
      baseRate: "400.00",
      tourType: "farm",
      duration: 3,
      groupSize: 8,
      maxBids: 10,
      locationRadius: 50,
      accessibility: ["Wheelchair accessible"],
      requirements: ["Closed shoes"],
      customRequirements: { "Dress code": "closed-toe shoes" },
      clientEmail: "events@client.test",
    });
    expect(screen.queryByRole("dialog", { name: "New Opportunity" })).not.toBeInTheDocument();
  });

  it("shows the server's field errors under the inputs and toasts Error", async () => {
    fetchMock.mockImplementation(() =>
      json(
        { message: "Title is required", fieldErrors: { title: ["At most 200 characters"] } },
        400,
      ),
    );
    const { dialog, submit, fill } = await openForm();
    await fillRequired(fill);
    await submit();
    await expectToast("Error", "Failed to create opportunity. Title is required");
    expect(dialog.getByLabelText("Title")).toHaveAccessibleDescription("At most 200 characters");
  });

  it("toasts the server's reason when a rule without a field refuses the tour", async () => {
    fetchMock.mockImplementation(() => json({ message: "This already exists." }, 409));
    const { submit, fill } = await openForm();
    await fillRequired(fill);
    await submit();
    await expectToast("Error", "Failed to create opportunity. This already exists.");
  });

  it("toasts only the sentence when the server fails", async () => {
    fetchMock.mockImplementation(() =>
      json({ message: "Internal server error", requestId: "r-1" }, 500),
    );
    const { submit, fill } = await openForm();
    await fillRequired(fill);
    await submit();
    await expectToast("Error", "Failed to create opportunity.");
  });
});

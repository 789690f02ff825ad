import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { renderWithProviders } from "@/testing/render-with-providers";
import { CalendarSubscription } from "./calendar-subscription";

const feedFor = (token: string) => ({
  url: `http://127.0.0.1:54321/functions/v1/calendar-feed?token=${token}`,
  webcalUrl: `webcal://127.0.0.1:54321/functions/v1/calendar-feed?token=${token}`,
  createdAt: "2025-01-05T15:00:00.000Z",
});

// The API's feed-url resource: GET makes one when there is none, POST rotates, DELETE revokes.
let token: string | null = null;
const calls: string[] = [];
const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
  const method = init?.method ?? "GET";
  calls.push(method);
  if (method === "DELETE") {
    token = null;
    return new Response(null, { status: 204 });
  }
  if (method === "POST" || !token)
    token = `${"ab".repeat(31)}${String(calls.length).padStart(2, "0")}`;
  return new Response(JSON.stringify(feedFor(token)), { status: method === "POST" ? 201 : 200 });
});

beforeEach(() => {
  token = null;
  calls.length = 0;
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <CalendarSubscription />
      <AppToaster />
    </>,
  );
  // Nothing is asked (and so no feed made) before the partner opens the dialog.
  expect(calls).toEqual([]);
  await user.click(screen.getByRole("button", { name: "Subscribe in Google / Apple Calendar" }));
  const dialog = screen.getByRole("dialog", { name: "Subscribe in Google / Apple Calendar" });
  await within(dialog).findByLabelText("Your private calendar link");
  return { user, dialog };
}

describe("CalendarSubscription", () => {
  it("shows the private link with Google and Apple subscriptions", async () => {
    const { dialog } = await openDialog();
    const feed = feedFor(token as string);
    expect(dialog).toHaveAccessibleDescription(/This link is private/);
    expect(within(dialog).getByLabelText("Your private calendar link")).toHaveValue(feed.url);
    expect(within(dialog).getByRole("link", { name: /Add to Google Calendar/ })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcalUrl)}`,
    );
    expect(within(dialog).getByRole("link", { name: "Add to Apple Calendar" })).toHaveAttribute(
      "href",
      feed.webcalUrl,
    );
  });

  it("copies the link", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(feedFor(token as string).url);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("resets the link after confirming that the old one stops working", async () => {
    const { user, dialog } = await openDialog();
    const before = token;
    await user.click(within(dialog).getByRole("button", { name: "Reset link" }));
    expect(within(dialog).getByText(/The old link stops working/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Yes, reset link" }));
    await waitFor(() => expect(calls).toEqual(["GET", "POST"]));
    expect(token).not.toBe(before);
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Your private calendar link")).toHaveValue(
        feedFor(token as string).url,
      ),
    );
  });

  it("turns the feed off", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await user.click(within(dialog).getByRole("button", { name: "Yes, turn off" }));
    expect(await screen.findByText("Calendar feed turned off")).toBeInTheDocument();
    expect(calls).toEqual(["GET", "DELETE"]);
    expect(screen.getByText(/Your calendar feed is off/)).toBeVisible();
  });
});

import { AWAY_CONFIRM, type BidPayload } from "@shared/schemas/bid";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { makeOpportunity } from "@/testing/opportunity-fixtures";
import { BidDialog } from "./bid-dialog";
import { bidTotal } from "./bid-total";

const OPPORTUNITY = makeOpportunity();

/** POST /api/bids as the dialog's mutation sends it: each test decides the answer. */
const createBid = vi.hoisted(() => ({
  send: async (_payload: BidPayload): Promise<unknown> => ({}),
}));
vi.mock("../api/create-bid", async () => {
  const { useState } = await import("react");
  return {
    useCreateBid: () => {
      const [isPending, setPending] = useState(false);
      const mutateAsync = async (payload: BidPayload) => {
        setPending(true);
        try {
          return await createBid.send(payload);
        } finally {
          setPending(false);
        }
      };
      return { mutateAsync, isPending };
    },
  };
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderForm(
  submitBid = vi.fn(async (_payload: BidPayload): Promise<unknown> => ({})),
  opportunity = OPPORTUNITY,
) {
  createBid.send = submitBid;
  const onSubmitted = vi.fn();
  render(
    <>
      <BidDialog opportunity={opportunity} onClose={onSubmitted} />
      <AppToaster />
    </>,
  );
  return { user: userEvent.setup(), submitBid, onSubmitted };
}

const amount = () => screen.getByRole("spinbutton", { name: "Bid amount" });
const total = () => screen.getByRole("status", { name: "Total bid" });
const submit = () => screen.getByRole("button", { name: "Submit Bid" });

describe("bidTotal", () => {
  it("adds the chosen add-ons to the amount in whole cents", () => {
    expect(bidTotal("150", [])).toEqual({ baseCents: 15000, addOnsCents: 0, totalCents: 15000 });
    expect(bidTotal("0.10", ["refreshments"]).totalCents).toBe(2510);
    // 0.1 + 0.2 is 0.30000000000000004 as a float; as cents it is 30.
    expect(bidTotal(0.1 + 0.2, []).totalCents).toBe(30);
    expect(bidTotal("", ["photos", "transportation"]).totalCents).toBe(15000);
    expect(bidTotal("abc", []).totalCents).toBe(0);
  });
});

describe("Submit Your Bid", () => {
  it("on a day the partner marked away, asks first and sends the confirmation", async () => {
    const { user, submitBid } = renderForm(undefined, {
      ...OPPORTUNITY,
      away: "Away Jul 3–7: Harvest",
    });
    expect(screen.getByText("Away Jul 3–7: Harvest")).toBeInTheDocument();
    await user.type(amount(), "150");
    await user.click(submit());
    const confirm = screen.getByRole("checkbox", {
      name: "I will host this tour on that day anyway",
    });
    expect(confirm).toHaveAccessibleDescription(AWAY_CONFIRM);
    expect(submitBid).not.toHaveBeenCalled();
    await user.click(confirm);
    await user.click(submit());
    await waitFor(() =>
      expect(submitBid).toHaveBeenCalledWith(expect.objectContaining({ awayConfirmed: true })),
    );
  });

  it("names the opportunity and its base rate", () => {
    renderForm();
    expect(screen.getByRole("dialog", { name: "Submit Your Bid" })).toHaveAccessibleDescription(
      "Harvest Season Farm Tour Base rate: $150",
    );
  });

  it("shows the total as the amount alone without add-ons", async () => {
    const { user } = renderForm();
    expect(total()).toHaveTextContent("$0");
    await user.type(amount(), "150");
    expect(total()).toHaveTextContent("$150");
  });

  it("adds two add-ons' prices to the amount, cents included", async () => {
    const { user } = renderForm();
    const addOns = screen.getByRole("group", { name: "Add-on services" });
    expect(within(addOns).getAllByRole("checkbox")).toHaveLength(5);
    expect(within(addOns).getByText("+$75")).toBeVisible();
    await user.type(amount(), "0.10");
    await user.click(screen.getByRole("checkbox", { name: /Transportation included/ }));
    await user.click(screen.getByRole("checkbox", { name: /Refreshments provided/ }));
    expect(total()).toHaveTextContent("$75.10");
    await user.clear(amount());
    await user.type(amount(), "0.20");
    expect(total()).toHaveTextContent("$75.20");
    await user.click(screen.getByRole("checkbox", { name: /Transportation included/ }));
    expect(total()).toHaveTextContent("$25.20");
  });

  it.each([
    ["empty", ""],
    ["zero", "0"],
    ["negative", "-5"],
    ["with three decimals", "10.125"],
  ])("refuses an amount that is %s", async (_, typed) => {
    const { user, submitBid } = renderForm();
    if (typed) await user.type(amount(), typed);
    await user.click(submit());
    expect(await screen.findByText("Please enter a valid bid amount.")).toBeVisible();
    expect(amount()).toHaveAccessibleDescription("Please enter a valid bid amount.");
    expect(amount()).toBeRequired();
    expect(submitBid).not.toHaveBeenCalled();
  });

  it("brings a too-long cover letter's message into view and onto its field", async () => {
    // jsdom lays nothing out: the test records what the form scrolls into view.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { user, submitBid } = renderForm();
    await user.type(amount(), "100");
    const letter = screen.getByLabelText("Cover letter");
    await user.click(letter);
    await user.paste("x".repeat(5001));
    letter.blur();
    await user.click(submit());
    const message = await screen.findByText("At most 5000 characters");
    expect(letter).toHaveAttribute("aria-invalid", "true");
    expect(letter).toHaveAccessibleDescription("At most 5000 characters");
    await waitFor(() => expect(scrolled).toContain(message));
    expect(letter).toHaveFocus();
    expect(submitBid).not.toHaveBeenCalled();
  });

  it("says so when no opportunity is selected", async () => {
    const { user, submitBid } = renderForm(undefined, { ...OPPORTUNITY, id: "" });
    await user.type(amount(), "100");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("No opportunity selected.");
    expect(submitBid).not.toHaveBeenCalled();
  });

  it("sends the base amount, the message and the add-ons' ids in §9's order, then confirms", async () => {
    let answer!: () => void;
    const { user, submitBid, onSubmitted } = renderForm(
      vi.fn(() => new Promise((resolve) => (answer = () => resolve({})))),
    );
    await user.type(amount(), "150.10");
    await user.click(screen.getByRole("checkbox", { name: /Professional photos/ }));
    await user.click(screen.getByRole("checkbox", { name: /Transportation included/ }));
    await user.type(screen.getByLabelText("Cover letter"), "  We grow here.  ");
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(onSubmitted).not.toHaveBeenCalled();
    answer();

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    // product §3's payload: the total as the amount, the add-ons by their catalogue id.
    expect(submitBid).toHaveBeenCalledWith({
      opportunityId: OPPORTUNITY.id,
      amount: "300.10",
      message: "We grow here.",
      additionalServices: ["transportation", "photos"],
    });
    expect(
      await screen.findByText("Your bid has been submitted successfully!"),
    ).toBeInTheDocument();
  });

  it("toasts the server's sentence for a broken bidding rule and keeps what was typed", async () => {
    const refused = new ApiError(
      409,
      "Conflict",
      JSON.stringify({ message: "You already have an active bid on this opportunity." }),
    );
    const { user, onSubmitted } = renderForm(vi.fn(async () => Promise.reject(refused)));
    await user.type(amount(), "99.99");
    await user.click(screen.getByRole("checkbox", { name: /Educational materials/ }));
    await user.type(screen.getByLabelText("Cover letter"), "Hello");
    await user.click(submit());

    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("You already have an active bid on this opportunity."),
    ).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(amount()).toHaveValue(99.99);
    expect(screen.getByRole("checkbox", { name: /Educational materials/ })).toBeChecked();
    expect(screen.getByLabelText("Cover letter")).toHaveValue("Hello");
    expect(submit()).toBeEnabled();
  });

  it("gives the generic failure for anything else", async () => {
    const failed = new ApiError(
      500,
      "Internal Server Error",
      '{"message":"Internal server error"}',
    );
    const { user } = renderForm(vi.fn(async () => Promise.reject(failed)));
    await user.type(amount(), "10");
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to submit bid. Please try again.")).toBeInTheDocument();
    expect(amount()).toHaveValue(10);
  });

  it("tells a signed-out partner and goes to sign-in after 500 ms, to come back here", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", {
      ...window.location,
      pathname: "/opportunities",
      search: "",
      hash: "",
      assign,
    });
    const signedOut = new ApiError(401, "Unauthorized", '{"message":"Unauthorized"}');
    const { user } = renderForm(vi.fn(async () => Promise.reject(signedOut)));
    await user.type(amount(), "10");
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Unauthorized")).toBeInTheDocument();
    expect(within(alert).getByText("You are logged out. Logging in again...")).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/auth?next=%2Fopportunities"), {
      timeout: 2000,
    });
  });
});

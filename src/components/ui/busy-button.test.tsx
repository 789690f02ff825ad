import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BusyButton, CLICK_HOLD_MS } from "./busy-button";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("BusyButton", () => {
  it("submits its form once for a double click", () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <BusyButton type="submit" pending={false}>
          Create Opportunity
        </BusyButton>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Create Opportunity" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("is disabled and busy while pending, and sends again once the request ended", () => {
    const clicked = vi.fn();
    const { rerender } = render(
      <BusyButton type="button" pending={false} onClick={clicked}>
        Pay
      </BusyButton>,
    );
    const button = screen.getByRole("button", { name: "Pay" });
    fireEvent.click(button);
    rerender(
      <BusyButton type="button" pending onClick={clicked}>
        Pay
      </BusyButton>,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    rerender(
      <BusyButton type="button" pending={false} onClick={clicked}>
        Pay
      </BusyButton>,
    );
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute("aria-busy");
    fireEvent.click(button);
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it("takes a click again soon when the first started no request (the form refused it)", () => {
    vi.useFakeTimers();
    const clicked = vi.fn();
    render(
      <BusyButton type="button" pending={false} onClick={clicked}>
        Save
      </BusyButton>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(CLICK_HOLD_MS));
    fireEvent.click(button);
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it("takes a click again as soon as the form it refused is edited", () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Reason" />
        <BusyButton type="submit" pending={false}>
          Cancel Opportunity
        </BusyButton>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Cancel Opportunity" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
    fireEvent.input(screen.getByLabelText("Reason"), { target: { value: "Client called" } });
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(2);
  });
});

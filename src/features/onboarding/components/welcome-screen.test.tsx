import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WelcomeScreen } from "./welcome-screen";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const progress = () => screen.getByRole("progressbar", { name: "Preparing your dashboard" });

describe("WelcomeScreen", () => {
  it("rises 2% every 50 ms to 100%, then calls onDone 500 ms later", () => {
    const onDone = vi.fn();
    render(<WelcomeScreen onDone={onDone} />);
    expect(screen.getByRole("heading", { name: "Welcome to the Partner Network!" })).toBeVisible();
    expect(progress()).toHaveAttribute("value", "0");

    act(() => vi.advanceTimersByTime(50));
    expect(progress()).toHaveAttribute("value", "2");
    act(() => vi.advanceTimersByTime(49 * 50));
    expect(progress()).toHaveAttribute("value", "100");
    expect(screen.getByRole("status")).toHaveTextContent("All set!");

    act(() => vi.advanceTimersByTime(499));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledOnce();
  });
});

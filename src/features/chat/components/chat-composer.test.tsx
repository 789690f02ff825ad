import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatComposer } from "./chat-composer";

afterEach(cleanup);

function Composer({ sending = false, onSend = vi.fn() }) {
  const [value, setValue] = useState("");
  return <ChatComposer value={value} onChange={setValue} onSend={onSend} sending={sending} />;
}

const sendButton = () => screen.getByRole("button", { name: "Send" });
const input = () => screen.getByRole("textbox", { name: "Message" });

describe("ChatComposer", () => {
  it("disables Send while the message is empty or only spaces", async () => {
    const user = userEvent.setup();
    render(<Composer />);
    expect(sendButton()).toBeDisabled();
    await user.type(input(), "   ");
    expect(sendButton()).toBeDisabled();
    await user.type(input(), "Hi");
    expect(sendButton()).toBeEnabled();
  });

  it("disables Send while sending", async () => {
    render(<ChatComposer value="Hello" onChange={vi.fn()} onSend={vi.fn()} sending />);
    expect(sendButton()).toBeDisabled();
  });

  it("sends on Enter and starts a new line on Shift+Enter", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    await user.type(input(), "Line one{Shift>}{Enter}{/Shift}line two");
    expect(onSend).not.toHaveBeenCalled();
    expect(input()).toHaveValue("Line one\nline two");
    await user.type(input(), "{Enter}");
    expect(onSend).toHaveBeenCalledOnce();
  });

  it("does not send an empty message on Enter", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    await user.type(input(), "  {Enter}");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("keeps a paste past the limit whole and says the limit and the count, not cutting it", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    await user.click(input());
    await user.paste("x".repeat(6000));
    expect(input()).toHaveValue("x".repeat(6000));
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(input()).toHaveAccessibleDescription(
      "Message is too long: 6,000 characters, at most 2,000.",
    );
    expect(sendButton()).toBeDisabled();
    await user.type(input(), "{Enter}");
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(input());
    await user.paste("x".repeat(1990));
    expect(input()).not.toHaveAttribute("aria-invalid");
    expect(input()).toHaveAccessibleDescription("1,990 of 2,000 characters");
    expect(sendButton()).toBeEnabled();
  });
});

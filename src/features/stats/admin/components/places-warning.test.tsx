import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PLACES_LOAD_COMMAND, PlacesWarning } from "./places-warning";

afterEach(cleanup);

describe("PlacesWarning", () => {
  it("says what is missing, what it breaks and the command that loads it", () => {
    render(<PlacesWarning />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Place data is not loaded");
    expect(alert).toHaveTextContent("auto-assign assigns nobody");
    expect(alert).toHaveTextContent(PLACES_LOAD_COMMAND);
  });
});

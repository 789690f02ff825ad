import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RatingStars } from "./rating-stars";

afterEach(cleanup);

const filledStars = () =>
  screen.getByRole("img").querySelectorAll('svg[data-filled="true"]').length;

describe("RatingStars", () => {
  it.each([
    [4.25, "4.3", 4],
    [4.5, "4.5", 5],
    [3, "3.0", 3],
    [0, "0.0", 0],
  ])("%s shows %s with %s of 5 stars filled", (rating, shown, filled) => {
    render(<RatingStars rating={rating} />);
    expect(screen.getByRole("img", { name: `Rated ${shown} out of 5` })).toBeVisible();
    expect(screen.getByText(shown)).toBeVisible();
    expect(screen.getByRole("img").querySelectorAll("svg")).toHaveLength(5);
    expect(filledStars()).toBe(filled);
  });
});

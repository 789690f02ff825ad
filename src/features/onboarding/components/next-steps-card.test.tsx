import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { nextSteps, type StartFacts } from "./next-steps";
import { NextStepsCard } from "./next-steps-card";

afterEach(cleanup);

const newPartner: StartFacts = {
  pendingDocuments: 2,
  hasLicence: false,
  isVerified: false,
  bidsPlaced: 0,
};

function renderSteps(facts: StartFacts) {
  render(
    <MemoryRouter>
      <NextStepsCard steps={nextSteps(facts)} />
    </MemoryRouter>,
  );
}

describe("NextStepsCard", () => {
  it("lists a new partner's four steps in order, each a link to where it is done", () => {
    renderSteps(newPartner);
    const card = within(screen.getByRole("region", { name: "Next steps" }));
    expect(card.getByText("0 of 4 done")).toBeVisible();
    const links = card.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Sign the partner documents (to do)2 documents wait for your signature.", "/profile"],
      [
        "Add your cannabis licence (to do)Tours marked Cannabis license required need one on file.",
        "/profile",
      ],
      [
        "Get verified (to do)An admin reviews your profile and licence; you can bid meanwhile.",
        "/profile",
      ],
      ["Place your first bid (to do)Find a tour that suits you and bid on it.", "/opportunities"],
    ]);
  });

  it("ticks what is done and counts it", () => {
    renderSteps({ ...newPartner, pendingDocuments: 0, hasLicence: true });
    const card = within(screen.getByRole("region", { name: "Next steps" }));
    expect(card.getByText("2 of 4 done")).toBeVisible();
    expect(card.getByRole("link", { name: /Sign the partner documents \(done\)/ })).toBeVisible();
    expect(card.getByRole("link", { name: /Place your first bid \(to do\)/ })).toBeVisible();
  });

  it("names the required profile fields the wizard never asked, first", () => {
    renderSteps({ ...newPartner, unansweredFields: ["Years in business", "Insurance provider"] });
    const card = within(screen.getByRole("region", { name: "Next steps" }));
    expect(card.getByText("0 of 5 done")).toBeVisible();
    const first = card.getAllByRole("link")[0];
    expect(first).toHaveAccessibleName(/^Fill in your profile's required fields \(to do\)/);
    expect(first).toHaveTextContent("Still to fill in: Years in business, Insurance provider.");
    expect(first).toHaveAttribute("href", "/profile");
  });

  it("ticks the required fields once answered, and has no such step when none is required", () => {
    renderSteps({ ...newPartner, unansweredFields: [] });
    const card = within(screen.getByRole("region", { name: "Next steps" }));
    expect(card.getByText("1 of 5 done")).toBeVisible();
    expect(
      card.getByRole("link", { name: /Fill in your profile's required fields \(done\)/ }),
    ).toHaveTextContent("Every required field is filled in.");
    cleanup();
    renderSteps({ ...newPartner, unansweredFields: null });
    expect(screen.getByText("0 of 4 done")).toBeVisible();
  });

  it("is gone once every step is done", () => {
    renderSteps({ pendingDocuments: 0, hasLicence: true, isVerified: true, bidsPlaced: 1 });
    expect(screen.queryByRole("region", { name: "Next steps" })).not.toBeInTheDocument();
  });
});

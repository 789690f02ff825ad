import type { Opportunity } from "@shared/contracts/api";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { makeOpportunity } from "@/testing/opportunity-fixtures";
import { TestProviders } from "@/testing/render-with-providers";
import { filterOpportunities } from "./filter-opportunities";
import { OpportunitiesBrowser } from "./opportunities-browser";

vi.mock("@/lib/supabase", () => ({
  supabase: { auth: { getSession: async () => ({ data: { session: { access_token: "t" } } }) } },
}));

/** Fourteen open tours; two vineyards, the second of them on page 2. */
const DATASET: Opportunity[] = Array.from({ length: 14 }, (_, index) => {
  const n = index + 1;
  const vineyard = n === 2 || n === 13;
  return makeOpportunity({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title: vineyard ? `Vineyard Walk ${n}` : `Tour ${n}`,
    tourType: n % 2 === 0 ? "farm" : "dispensary",
    priority: n % 3 === 0 ? "high" : "regular",
  });
});

let dataset: Opportunity[];
let failNext: boolean;
let gate: Promise<void> | null;
const requests: URLSearchParams[] = [];
const bidsPosted: unknown[] = [];

/** The API's search, as far as these tests need it. */
async function fakeApi(url: string | URL | Request, init?: RequestInit) {
  if (init?.method === "POST" && String(url).endsWith("/api/bids")) {
    bidsPosted.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ id: "bid-1" }), { status: 201 });
  }
  const params = new URL(String(url)).searchParams;
  requests.push(params);
  if (gate) await gate;
  if (failNext) {
    failNext = false;
    return new Response(JSON.stringify({ message: "Internal server error" }), { status: 500 });
  }
  const page = Number(params.get("page"));
  const pageSize = Number(params.get("pageSize"));
  const matching = filterOpportunities(dataset, {
    search: params.get("q") ?? "",
    type: (params.get("type") ?? "all") as never,
    priority: (params.get("priority") ?? "all") as never,
  });
  const items = matching.slice((page - 1) * pageSize, page * pageSize);
  return new Response(JSON.stringify({ items, page, pageSize, total: matching.length }));
}

beforeEach(() => {
  dataset = DATASET;
  failNext = false;
  gate = null;
  requests.length = 0;
  bidsPosted.length = 0;
  vi.stubGlobal("fetch", vi.fn(fakeApi));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.search}</p>;
}

function renderBrowser(path = "/opportunities") {
  render(
    <TestProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <OpportunitiesBrowser />
        <Address />
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: userEvent.setup() };
}

const cards = () =>
  within(screen.getByRole("list", { name: "Opportunities" })).getAllByRole("article");
const titles = () => cards().map((card) => card.querySelector("h2")?.textContent);
const badge = () => screen.getByText(/\d+ opportunit(y|ies)$/);
const address = () => screen.getByTestId("address").textContent;
const lastRequest = () => Object.fromEntries(requests.at(-1) ?? []);

describe("OpportunitiesBrowser", () => {
  it("shows the first page with every match counted, and pages through the rest", async () => {
    const { user } = renderBrowser();
    expect(screen.getByText("Loading opportunities...")).toBeInTheDocument();
    expect(await screen.findByText("14 opportunities")).toBeVisible();
    expect(cards()).toHaveLength(12);
    expect(lastRequest()).toEqual({ page: "1", pageSize: "12" });
    expect(screen.getByText("Page 1 of 2")).toBeVisible();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(titles()).toEqual(["Vineyard Walk 13", "Tour 14"]));
    expect(lastRequest()).toMatchObject({ page: "2" });
    expect(address()).toBe("?page=2");
    expect(screen.getByText("Page 2 of 2")).toBeVisible();
    expect(badge()).toHaveTextContent("14 opportunities");
  });

  it("narrows the loaded page at once while typing, then shows the server's answer", async () => {
    const { user } = renderBrowser();
    await screen.findByText("14 opportunities");
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));

    await user.type(screen.getByRole("searchbox", { name: "Search opportunities" }), "VINEYARD");
    expect(titles()).toEqual(["Vineyard Walk 2"]);
    expect(badge()).toHaveTextContent("1 opportunity");

    await waitFor(() => expect(lastRequest()).toMatchObject({ q: "VINEYARD", page: "1" }));
    expect(address()).toBe("?q=VINEYARD");
    release();
    await waitFor(() => expect(titles()).toEqual(["Vineyard Walk 2", "Vineyard Walk 13"]));
    expect(badge()).toHaveTextContent("2 opportunities");
    expect(screen.queryByText(/Page \d of/)).toBeNull();
  });

  it("combines the type and priority filters with the search, and says when nothing matches", async () => {
    const { user } = renderBrowser();
    await screen.findByText("14 opportunities");
    await user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Farm");
    await waitFor(() => expect(badge()).toHaveTextContent("7 opportunities"));
    expect(lastRequest()).toMatchObject({ type: "farm" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Priority" }), "High Priority");
    await waitFor(() => expect(titles()).toEqual(["Tour 6", "Tour 12"]));
    expect(lastRequest()).toMatchObject({ type: "farm", priority: "high" });
    expect(address()).toBe("?type=farm&priority=high");

    await user.type(screen.getByRole("searchbox", { name: "Search opportunities" }), "vineyard");
    expect(
      screen.getByText("No opportunities match your filters. Try adjusting your search criteria."),
    ).toBeVisible();
    await waitFor(() => expect(lastRequest()).toMatchObject({ q: "vineyard", priority: "high" }));
    await waitFor(() => expect(badge()).toHaveTextContent("0 opportunities"));
  });

  it("says there is nothing at all when no opportunity is open", async () => {
    dataset = [];
    renderBrowser();
    expect(
      await screen.findByText("No opportunities available at the moment. Check back later!"),
    ).toBeVisible();
    expect(badge()).toHaveTextContent("0 opportunities");
  });

  it("starts from the search and filters in the URL", async () => {
    renderBrowser("/opportunities?q=vineyard&type=farm&priority=regular");
    await waitFor(() => expect(titles()).toEqual(["Vineyard Walk 2"]));
    expect(requests[0] && Object.fromEntries(requests[0])).toEqual({
      page: "1",
      pageSize: "12",
      q: "vineyard",
      type: "farm",
      priority: "regular",
    });
    expect(screen.getByRole("searchbox", { name: "Search opportunities" })).toHaveValue("vineyard");
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveValue("farm");
    expect(screen.getByRole("combobox", { name: "Priority" })).toHaveValue("regular");
  });

  it("shows a failed load with a way to try again", async () => {
    failNext = true;
    const { user } = renderBrowser();
    expect(await screen.findByRole("alert")).toHaveTextContent("Internal server error");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("14 opportunities")).toBeVisible();
  });

  it("opens Submit Your Bid for a card and closes it once the bid is in", async () => {
    const { user } = renderBrowser();
    await screen.findByText("14 opportunities");
    const card = screen.getByRole("article", { name: "Vineyard Walk 2" });
    await user.click(within(card).getByRole("button", { name: "Submit Bid" }));

    const dialog = screen.getByRole("dialog", { name: "Submit Your Bid" });
    expect(dialog).toHaveAccessibleDescription("Vineyard Walk 2 Base rate: $150");
    await user.type(within(dialog).getByRole("spinbutton", { name: "Bid amount" }), "120");
    await user.click(within(dialog).getByRole("button", { name: "Submit Bid" }));

    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Submit Your Bid" })).toBeNull(),
    );
    expect(bidsPosted).toEqual([
      expect.objectContaining({ opportunityId: DATASET[1]?.id, amount: "120.00" }),
    ]);
  });
});

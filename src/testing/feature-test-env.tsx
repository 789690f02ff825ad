import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import type { AdminBid } from "@/features/bids/admin/types";
import type { AdminOpportunity } from "@/features/opportunities/admin/types";
import type { AdminTour } from "@/features/tours/admin/types";
import { renderWithProviders } from "@/testing/render-with-providers";

/** What the feature's component tests share: the API stubbed per test, fixtures, toasts. */

export const fetchMock = vi.fn<typeof fetch>();

export const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** Installs the stubs jsdom needs around every test of the file that calls it. */
export function installFeatureTestEnvironment() {
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    toast.remove();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
}

export function renderFeature(ui: ReactElement) {
  renderWithProviders(
    <>
      {ui}
      <AppToaster />
    </>,
  );
  return userEvent.setup({ delay: null });
}

/** Toasts fade in: present with their title, though not yet opaque. */
export async function expectToast(title: string, text: string) {
  const shown = (await screen.findByText(text)).parentElement as HTMLElement;
  expect(within(shown).getByText(title)).toBeInTheDocument();
}

/** The requests of one method, with their JSON bodies. */
export function requests(method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? "GET") === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
}

export const OPPORTUNITY_ID = "7b0f8a0e-4a59-4d0b-9d1e-2f1c1c0f0a01";
export const PARTNER_IDS = [
  "1c8f7a10-0000-4000-8000-000000000001",
  "1c8f7a10-0000-4000-8000-000000000002",
] as const;

export function opportunity(overrides: Partial<AdminOpportunity> = {}): AdminOpportunity {
  return {
    id: OPPORTUNITY_ID,
    title: "Sunset greenhouse tour",
    description: "A walk through the greenhouse at golden hour.",
    location: "Healdsburg, CA",
    tourType: "farm",
    date: "2030-01-05T23:00:00.000Z",
    timeZone: "America/Los_Angeles",
    duration: 3,
    groupSize: 8,
    baseRate: "400.00",
    priority: "high",
    requirements: [],
    status: "open",
    partnersNeeded: 1,
    responseDeadline: null,
    maxBids: 10,
    autoAssign: false,
    customRequirements: {},
    specialRequests: null,
    accessibility: [],
    ageRestrictions: "21+",
    groupType: "mixed",
    transportationNeeded: false,
    mealPreferences: [],
    budgetRange: null,
    experienceLevel: "beginner",
    preferredExpertise: [],
    locationRadius: 50,
    isTemplate: false,
    templateName: null,
    cancellationReason: null,
    previousDate: null,
    previousLocation: null,
    movedAt: null,
    clientContact: null,
    clientEmail: null,
    clientPhone: null,
    internalNotes: null,
    assignedPartners: [],
    bidCount: 0,
    activeBidCount: 0,
    createdAt: "2029-12-01T10:00:00.000Z",
    updatedAt: "2029-12-01T10:00:00.000Z",
    ...overrides,
  };
}

export function bid(overrides: Partial<AdminBid> = {}): AdminBid {
  return {
    id: "b1d00000-0000-4000-8000-000000000001",
    opportunityId: OPPORTUNITY_ID,
    userId: PARTNER_IDS[0],
    amount: "570.50",
    baseAmount: "420.50",
    addOnsTotal: "150.00",
    addOns: [
      { label: "Transportation included", price: "50.00" },
      { label: "Professional photos", price: "100.00" },
    ],
    message: "Twelve years of guiding.",
    status: "pending",
    declineReason: null,
    tourId: null,
    createdAt: "2029-12-02T10:00:00.000Z",
    partner: {
      id: PARTNER_IDS[0],
      email: "maya@green.test",
      firstName: "Maya",
      lastName: "Green",
      businessName: "Green Valley Farms",
      businessType: "farm",
      location: "Sonoma, CA",
      expertise: ["Cannabis cultivation"],
      isVerified: true,
      licensedStates: [],
      rating: "4.50",
      totalTours: 12,
      totalRevenue: "5400.00",
    },
    ...overrides,
  };
}

export function tour(overrides: Partial<AdminTour> = {}): AdminTour {
  return {
    id: "70a40000-0000-4000-8000-000000000001",
    opportunityId: OPPORTUNITY_ID,
    title: "Sunset greenhouse tour",
    partnerId: PARTNER_IDS[0],
    bidId: "b1d00000-0000-4000-8000-000000000001",
    status: "scheduled",
    scheduledFor: "2030-01-05T23:00:00.000Z",
    timeZone: "America/Los_Angeles",
    agreedAmount: "570.50",
    actualRevenue: null,
    rating: null,
    feedback: null,
    completedAt: null,
    cancelledAt: null,
    cancellationReason: null,
    opportunityStatus: "awarded",
    ...overrides,
  };
}

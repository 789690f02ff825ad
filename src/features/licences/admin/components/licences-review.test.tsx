import type { AdminLicence } from "@shared/contracts/licences";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  renderFeature,
  requests,
} from "@/testing/feature-test-env";
import { LicencesReview } from "./licences-review";

installFeatureTestEnvironment();

const LICENCE: AdminLicence = {
  id: "0b5c2e1a-0000-4000-8000-000000000001",
  partnerId: "1c8f7a10-0000-4000-8000-000000000001",
  state: "CA",
  licenceType: "retail",
  licenceNumber: "C10-0000567",
  expiresOn: "2030-06-30",
  status: "pending",
  rejectionReason: null,
  reviewedAt: null,
  createdAt: "2029-12-01T12:00:00.000Z",
  isCurrent: false,
  scanFileName: "licence.pdf",
  scanUrl: "http://127.0.0.1:54321/storage/v1/object/sign/licence-scans/x/licence.pdf?token=t",
  partner: {
    id: "1c8f7a10-0000-4000-8000-000000000001",
    name: "Diego Marin",
    businessName: "Coastal Cannabis Co.",
    email: "coastal@example.test",
  },
};

describe("LicencesReview", () => {
  it("lists pending licences, filters by expiry, and rejects only with a reason", async () => {
    fetchMock.mockImplementation((_input, init) => {
      if ((init?.method ?? "GET") === "PUT") {
        return json({ ...LICENCE, status: "rejected", rejectionReason: "Unreadable scan" });
      }
      return json([LICENCE]);
    });
    const user = renderFeature(<LicencesReview />);

    const row = await screen.findByRole("article", {
      name: "Coastal Cannabis Co.: CA licence C10-0000567",
    });
    expect(within(row).getByText("Pending review")).toBeVisible();
    expect(within(row).getByRole("link", { name: "View scan" })).toHaveAttribute(
      "href",
      LICENCE.scanUrl,
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/admin\/licences\?status=pending$/);

    await user.click(screen.getByRole("checkbox", { name: "Expiring within 30 days" }));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toMatch(/status=pending&expiring=true$/);

    const expiring = await screen.findByRole("article", {
      name: "Coastal Cannabis Co.: CA licence C10-0000567",
    });
    await user.click(within(expiring).getByRole("button", { name: "Reject" }));
    const dialog = screen.getByRole("dialog", { name: "Reject licence" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(
      await within(dialog).findByText("Please give a reason for rejecting this licence"),
    ).toBeVisible();
    expect(requests("PUT")).toEqual([]);

    await user.type(within(dialog).getByLabelText("Reason"), "Unreadable scan");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await expectToast("Success", "CA licence C10-0000567 rejected.");
    expect(requests("PUT")).toEqual([
      {
        url: expect.stringMatching(`/api/admin/licences/${LICENCE.id}$`),
        body: { status: "rejected", rejectionReason: "Unreadable scan" },
      },
    ]);
  });
});
